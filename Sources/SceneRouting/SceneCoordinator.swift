public import Observation

/// The seed's `SceneCoordinator`, without UIKit: it checks every move against a
/// ``NavigationModel``, asks a ``SceneHost`` to perform it, and only then records it.
///
/// It is `@Observable` (``navigation`` changes with every move) and streams each move
/// from ``changes()``. A move that is impossible, or that the host refuses, throws a
/// ``NavigationError`` and changes nothing.
///
/// ```swift
/// let coordinator = SceneCoordinator(host: UIKitSceneHost(window: window))
/// let viewModel = RepositoriesViewModel(sceneCoordinator: coordinator)
/// try coordinator.transition(to: Scene.repositories(viewModel), type: .root)
/// ```
@MainActor
@Observable
public final class SceneCoordinator: SceneCoordinatorType {
  /// Every scene on screen, as the coordinator last showed it.
  public private(set) var navigation = NavigationModel<any SceneType>()
  @ObservationIgnored private let host: any SceneHost
  @ObservationIgnored private var activeMove: NavigationMove?
  @ObservationIgnored private var subscribers:
    [Int: AsyncStream<NavigationChange<any SceneType>>.Continuation] = [:]
  @ObservationIgnored private var nextSubscriber = 0

  /// Creates a coordinator that shows scenes through `host`.
  public init(host: any SceneHost) {
    self.host = host
  }

  /// The scene on top of everything, `nil` before a root is set.
  public var topScene: (any SceneType)? { navigation.topScene }

  /// Shows `scene` as a root, a push or a modal.
  ///
  /// ```swift
  /// try coordinator.transition(to: Scene.login(login), type: .modal, animated: false)
  /// ```
  public func transition(
    to scene: any SceneType, type: SceneTransitionType, animated: Bool
  ) throws(NavigationError) {
    let move: NavigationMove =
      switch type {
      case .root: .setRoot
      case .push: .push
      case .modal: .present
      }
    try perform(move, animated: animated) { model throws(NavigationError) in
      try model.transition(to: scene, type: type, providesNavigation: scene.providesNavigation)
    }
  }

  /// Goes back one step: pops the topmost pushed scene, or dismisses the topmost modal
  /// when nothing is pushed on it.
  ///
  /// ```swift
  /// try coordinator.pop(animated: false)
  /// ```
  public func pop(animated: Bool) throws(NavigationError) {
    try perform(.pop, animated: animated) { model throws(NavigationError) in try model.pop() }
  }

  /// Dismisses the topmost modal with everything pushed on it.
  ///
  /// ```swift
  /// try coordinator.dismiss()
  /// ```
  public func dismiss(animated: Bool = true) throws(NavigationError) {
    try perform(.dismiss, animated: animated) { model throws(NavigationError) in
      try model.dismiss()
    }
  }

  /// Records a pop the host already performed by itself (a swipe back, a back button it
  /// owns), without asking the host to pop again.
  ///
  /// ```swift
  /// // in UINavigationControllerDelegate.navigationController(_:didShow:animated:)
  /// try? coordinator.hostDidPop()
  /// ```
  public func hostDidPop() throws(NavigationError) {
    var next = navigation
    let change = try next.pop()
    commit(next, change)
  }

  /// A stream of every move from now on, in order.
  ///
  /// ```swift
  /// for await change in coordinator.changes() {
  ///   analytics.log(change)
  /// }
  /// ```
  public func changes() -> AsyncStream<NavigationChange<any SceneType>> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: NavigationChange<any SceneType>.self, bufferingPolicy: .unbounded)
    let id = nextSubscriber
    nextSubscriber += 1
    subscribers[id] = continuation
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.subscribers[id] = nil }
    }
    return stream
  }

  private func perform(
    _ move: NavigationMove, animated: Bool,
    _ apply: (inout NavigationModel<any SceneType>) throws(NavigationError) -> NavigationChange<
      any SceneType
    >
  ) throws(NavigationError) {
    guard activeMove == nil else { throw .reentrantTransition(attempted: move) }
    var next = navigation
    let change: NavigationChange<any SceneType>
    do {
      change = try apply(&next)
    } catch .noNavigationContext {
      // Name the context by its scene's own name, not its description.
      throw .noNavigationContext(sceneName: navigation.currentContext?.base.sceneName ?? "")
    }
    activeMove = move
    defer { activeMove = nil }
    try show(change, animated: animated)
    commit(next, change)
  }

  private func show(_ change: NavigationChange<any SceneType>, animated: Bool)
    throws(NavigationError)
  {
    switch change {
    case .setRoot(let scene): try host.setRoot(scene, animated: animated)
    case .push(let scene): try host.push(scene, animated: animated)
    case .pop: try host.pop(animated: animated)
    case .present(let scene): try host.present(scene, animated: animated)
    case .dismiss: try host.dismiss(animated: animated)
    }
  }

  private func commit(
    _ next: NavigationModel<any SceneType>, _ change: NavigationChange<any SceneType>
  ) {
    navigation = next
    for continuation in subscribers.values { continuation.yield(change) }
  }
}
