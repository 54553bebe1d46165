/// Where an app is: a root context, and the modals presented over it, each with the
/// scenes pushed onto it. A pure value: every move returns the ``NavigationChange`` a host
/// must perform, or throws a ``NavigationError`` and leaves the model unchanged.
///
/// ```swift
/// var navigation = NavigationModel<String>()
/// navigation.setRoot("repositories")
/// try navigation.push("repository")
/// try navigation.present("login", providesNavigation: false)
/// navigation.topScene               // "login"
/// try navigation.pop()              // .dismiss: login had nothing pushed
/// try navigation.pop()              // .pop("repository")
/// try navigation.pop()              // throws .nothingToPop
/// ```
public struct NavigationModel<Scene> {
  /// The root context, `nil` before the first ``setRoot(_:providesNavigation:)``.
  public private(set) var root: SceneStack<Scene>?
  /// The presented modals, bottom first.
  public private(set) var modals: [SceneStack<Scene>]

  /// Creates an empty model: no root, nothing presented.
  public init() {
    root = nil
    modals = []
  }

  /// The context moves apply to: the topmost modal, or the root.
  public var currentContext: SceneStack<Scene>? { modals.last ?? root }

  /// The scene on top of everything, `nil` before a root is set.
  public var topScene: Scene? { currentContext?.top }

  /// Every context, root first.
  public var contexts: [SceneStack<Scene>] {
    guard let root else { return [] }
    return [root] + modals
  }

  /// Whether ``pop()`` would succeed.
  public var canPop: Bool {
    guard let context = currentContext else { return false }
    return !context.pushed.isEmpty || !modals.isEmpty
  }

  /// Replaces everything with `scene` as the root.
  ///
  /// ```swift
  /// navigation.setRoot("home")   // modals and pushed scenes are gone
  /// ```
  @discardableResult
  public mutating func setRoot(_ scene: Scene, providesNavigation: Bool = true)
    -> NavigationChange<Scene>
  {
    root = SceneStack(base: scene, providesNavigation: providesNavigation)
    modals = []
    return .setRoot(scene)
  }

  /// Pushes `scene` onto the topmost context.
  ///
  /// Throws ``NavigationError/noRoot(attempted:)`` before a root, and
  /// ``NavigationError/noNavigationContext(sceneName:)`` when the topmost context does
  /// not provide navigation.
  ///
  /// ```swift
  /// try navigation.push("detail")
  /// ```
  @discardableResult
  public mutating func push(_ scene: Scene) throws(NavigationError) -> NavigationChange<Scene> {
    guard let context = currentContext else { throw .noRoot(attempted: .push) }
    guard context.providesNavigation else {
      throw .noNavigationContext(sceneName: String(describing: context.base))
    }
    updateCurrentContext { $0.pushed.append(scene) }
    return .push(scene)
  }

  /// Presents `scene` modally over everything, as a new context.
  ///
  /// ```swift
  /// try navigation.present("compose", providesNavigation: true)
  /// ```
  @discardableResult
  public mutating func present(_ scene: Scene, providesNavigation: Bool = true)
    throws(NavigationError) -> NavigationChange<Scene>
  {
    guard root != nil else { throw .noRoot(attempted: .present) }
    modals.append(SceneStack(base: scene, providesNavigation: providesNavigation))
    return .present(scene)
  }

  /// Goes back one step, as the seed's `pop()` does: pops the topmost context's last
  /// pushed scene, or dismisses the topmost modal when nothing is pushed on it.
  ///
  /// Throws ``NavigationError/nothingToPop`` at the root.
  ///
  /// ```swift
  /// let change = try navigation.pop()   // .pop(scene) or .dismiss(stack)
  /// ```
  @discardableResult
  public mutating func pop() throws(NavigationError) -> NavigationChange<Scene> {
    guard let context = currentContext else { throw .noRoot(attempted: .pop) }
    if let scene = context.pushed.last {
      updateCurrentContext { $0.pushed.removeLast() }
      return .pop(scene)
    }
    guard !modals.isEmpty else { throw .nothingToPop }
    return try dismiss()
  }

  /// Dismisses the topmost modal and everything pushed on it.
  ///
  /// Throws ``NavigationError/nothingToDismiss`` when no modal is presented.
  ///
  /// ```swift
  /// try navigation.dismiss()
  /// ```
  @discardableResult
  public mutating func dismiss() throws(NavigationError) -> NavigationChange<Scene> {
    guard root != nil else { throw .noRoot(attempted: .dismiss) }
    guard let modal = modals.popLast() else { throw .nothingToDismiss }
    return .dismiss(modal)
  }

  /// Performs a seed-style transition: ``SceneTransitionType/root``,
  /// ``SceneTransitionType/push`` or ``SceneTransitionType/modal``.
  ///
  /// ```swift
  /// try navigation.transition(to: "detail", type: .push)
  /// ```
  @discardableResult
  public mutating func transition(
    to scene: Scene, type: SceneTransitionType, providesNavigation: Bool = true
  ) throws(NavigationError) -> NavigationChange<Scene> {
    switch type {
    case .root: setRoot(scene, providesNavigation: providesNavigation)
    case .push: try push(scene)
    case .modal: try present(scene, providesNavigation: providesNavigation)
    }
  }

  /// Keeps the first `depth` scenes of the current context (its base included).
  mutating func truncateCurrentContext(toDepth depth: Int) {
    updateCurrentContext { $0.pushed.removeSubrange(max(depth - 1, 0)...) }
  }

  /// Keeps the first `count` modals.
  mutating func truncateModals(toCount count: Int) {
    modals.removeSubrange(max(count, 0)...)
  }

  private mutating func updateCurrentContext(_ update: (inout SceneStack<Scene>) -> Void) {
    if modals.isEmpty {
      guard var context = root else { return }
      update(&context)
      root = context
    } else {
      update(&modals[modals.count - 1])
    }
  }
}

extension NavigationModel: Equatable where Scene: Equatable {}
extension NavigationModel: Hashable where Scene: Hashable {}
extension NavigationModel: Sendable where Scene: Sendable {}
