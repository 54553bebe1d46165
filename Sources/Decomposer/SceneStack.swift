/// One navigation context: a base scene (the root, or a modal) and the scenes pushed on it.
///
/// ```swift
/// let stack = SceneStack(base: "list", providesNavigation: true, pushed: ["detail"])
/// stack.top      // "detail"
/// stack.scenes   // ["list", "detail"]
/// ```
public struct SceneStack<Scene> {
  /// The scene the context starts with.
  public var base: Scene
  /// Whether scenes can be pushed onto this context.
  public var providesNavigation: Bool
  /// The scenes pushed onto the base, bottom first.
  public var pushed: [Scene]

  /// Creates a context.
  public init(base: Scene, providesNavigation: Bool, pushed: [Scene] = []) {
    self.base = base
    self.providesNavigation = providesNavigation
    self.pushed = pushed
  }

  /// The scene on top of this context.
  public var top: Scene { pushed.last ?? base }

  /// Every scene in the context, base first.
  public var scenes: [Scene] { [base] + pushed }
}

extension SceneStack: Equatable where Scene: Equatable {}
extension SceneStack: Hashable where Scene: Hashable {}
extension SceneStack: Sendable where Scene: Sendable {}
