public import Observation

/// The seed's `SceneCoordinator`, without UIKit: it checks every move against a
/// ``NavigationModel``, asks a ``SceneHost`` to perform it, and only then records it.
///
/// It is `@Observable` (``navigation`` changes with every move) and streams each move
/// from ``changes()``. A move that is impossible, or that the host refuses, throws a
/// ``NavigationError`` and changes nothing.
///
/// While the host is animating (``SceneHost/isTransitioning``), a possible move is queued
/// instead: it is checked at once against the model as it will be after the moves queued
/// before it (an impossible one still throws), then performed in order once the host calls
/// ``hostDidFinishTransition()``, and recorded only then. A queued move that fails when its
/// turn comes is dropped with the moves after it and reported by ``queuedMoveFailures()``.
///
/// ```swift
/// let coordinator = SceneCoordinator(host: UIKitSceneHost<Scene>(window: window))
/// let viewModel = RepositoriesViewModel(sceneCoordinator: coordinator)
/// try coordinator.transition(to: Scene.repositories(viewModel), type: .root)
/// ```
@MainActor
@Observable
public final class SceneCoordinator: SceneCoordinatorType {
  /// Every scene on screen, as the coordinator last showed it.
  public private(set) var navigation = NavigationModel<any SceneType>()
  @ObservationIgnored let host: any SceneHost
  @ObservationIgnored var activeMove: NavigationMove?
  @ObservationIgnored var queue: [NavigationRequest] = []
  @ObservationIgnored var deferredReports: [HostReport] = []
  @ObservationIgnored let changeBroadcast = Broadcast<NavigationChange<any SceneType>>()
  @ObservationIgnored let failureBroadcast = Broadcast<QueuedMoveFailure>()

  /// Creates a coordinator that shows scenes through `host`, and attaches itself to the host
  /// (``SceneHost/attach(to:)``) so that the host can report what the user did.
  public init(host: any SceneHost) {
    self.host = host
    host.attach(to: self)
  }

  /// The scene on top of everything, `nil` before a root is set. Moves still queued are not
  /// shown yet, so they are not counted.
  public var topScene: (any SceneType)? { navigation.topScene }

  /// The moves waiting for the host to finish animating, in the order they will be performed.
  public var queuedMoves: [NavigationMove] { queue.map(\.move) }

  /// Shows `scene` as a root, a push or a modal. Setting a root while modals are presented
  /// first has the host dismiss them (``SceneHost/dismissModals(count:)``).
  ///
  /// ```swift
  /// try coordinator.transition(to: Scene.login(login), type: .modal, animated: false)
  /// ```
  public func transition(
    to scene: any SceneType, type: SceneTransitionType, animated: Bool
  ) throws(NavigationError) {
    try request(NavigationRequest(kind: .transition(scene, type), animated: animated))
  }

  /// Goes back one step: pops the topmost pushed scene, or dismisses the topmost modal
  /// when nothing is pushed on it.
  ///
  /// ```swift
  /// try coordinator.pop(animated: false)
  /// ```
  public func pop(animated: Bool) throws(NavigationError) {
    try request(NavigationRequest(kind: .pop, animated: animated))
  }

  /// Dismisses the topmost modal with everything pushed on it.
  ///
  /// ```swift
  /// try coordinator.dismiss()
  /// ```
  public func dismiss(animated: Bool = true) throws(NavigationError) {
    try request(NavigationRequest(kind: .dismiss, animated: animated))
  }

  /// A stream of every move from now on, in order: those the coordinator performed and those
  /// the host reported.
  ///
  /// ```swift
  /// for await change in coordinator.changes() {
  ///   analytics.log(change)
  /// }
  /// ```
  public func changes() -> AsyncStream<NavigationChange<any SceneType>> {
    changeBroadcast.stream()
  }

  /// A stream of the queued moves dropped from now on (see ``QueuedMoveFailure``).
  ///
  /// ```swift
  /// for await failure in coordinator.queuedMoveFailures() {
  ///   log("dropped \(failure.dropped): \(failure.error)")
  /// }
  /// ```
  public func queuedMoveFailures() -> AsyncStream<QueuedMoveFailure> {
    failureBroadcast.stream()
  }

  private func request(_ request: NavigationRequest) throws(NavigationError) {
    guard activeMove == nil else { throw .reentrantTransition(attempted: request.move) }
    if let scene = request.scene, !host.canShow(scene) {
      throw .sceneNotDisplayable(sceneName: scene.sceneName)
    }
    var planned = navigation.replaying(queue).model
    _ = try request.apply(to: &planned)
    guard queue.isEmpty, !host.isTransitioning else {
      queue.append(request)
      return
    }
    try perform(request)
  }

  /// Has the host perform `request`, then records it. Reports the host makes meanwhile are
  /// applied afterwards.
  func perform(_ request: NavigationRequest) throws(NavigationError) {
    var next = navigation
    let change = try request.apply(to: &next)
    activeMove = request.move
    defer {
      activeMove = nil
      applyDeferredReports()
    }
    try dismissModals(before: change)
    try show(change, animated: request.animated)
    commit(next, [change])
  }

  /// Before a new root, has the host dismiss every modal, and records the dismissals: they
  /// stay recorded even if the host then refuses the root.
  private func dismissModals(before change: NavigationChange<any SceneType>)
    throws(NavigationError)
  {
    guard case .setRoot = change, !navigation.modals.isEmpty else { return }
    try host.dismissModals(count: navigation.modals.count)
    var dismissed = navigation
    let dismissals = dismissed.reconcile(shownModalCount: 0)
    commit(dismissed, dismissals)
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

  func commit(
    _ next: NavigationModel<any SceneType>, _ changes: [NavigationChange<any SceneType>]
  ) {
    navigation = next
    for change in changes { changeBroadcast.yield(change) }
  }
}
