import RefreshKit
import RefreshKitTesting
import YLRefreshKit
import YLStateMachine

struct Repo: Hashable, Sendable {
  let id: String
}

/// A page of repositories, paged by page number as in the seed.
struct RepoPage: ModelType, Equatable {
  var repos: [Repo]
  var nextPage: Int?
  var pageablePropertyPath: WritableKeyPath<RepoPage, [Repo]>? { \.repos }

  /// Page `number` of generation `tag`, `size` items, pointing at `next`.
  static func make(_ number: Int, tag: String = "a", size: Int = 3, next: Int?) -> RepoPage {
    RepoPage(repos: (0..<size).map { Repo(id: "\(tag)\(number)-\($0)") }, nextPage: next)
  }
}

/// The seed's page-number target: refresh asks for page 1, load-more for page + 1.
enum FeedTarget: TargetType {
  case feed(page: Int)
  case topic(id: String, page: Int)

  mutating func update(with action: RefreshAction, targetInfo: (any Sendable)?) {
    switch (self, action) {
    case (.feed, .pullToRefresh): self = .feed(page: 1)
    case (.feed(let page), .loadingMore): self = .feed(page: page + 1)
    case (.topic, .pullToRefresh): self = .topic(id: targetInfo as? String ?? "", page: 1)
    case (.topic(let id, let page), .loadingMore):
      self = .topic(id: targetInfo as? String ?? id, page: page + 1)
    }
  }

  var page: Int {
    switch self {
    case .feed(let page), .topic(_, let page): page
    }
  }
}

@MainActor
final class FeedViewModel: DataSourceType {
  var model: RepoPage?
  var targetInfo: (any Sendable)?
  var ids: [String] { model?.repos.map(\.id) ?? [] }
}

typealias FeedManager = ScriptedNetworkManager<FeedTarget, RepoPage>

/// A `RefreshOperator` that reports every settled load, so tests wait on events, not time.
@MainActor
final class ObservedOperator: RefreshOperator<FeedViewModel, FeedManager> {
  private(set) var settled: [(load: LoadRequest<FeedTarget>, disposition: LoadDisposition)] = []
  private var timedWaiters: [(id: Int, count: Int, CheckedContinuation<Bool, Never>)] = []
  private var lastWaiterID = 0

  override func loadDidSettle(_ load: LoadRequest<FeedTarget>, disposition: LoadDisposition) {
    settled.append((load, disposition))
    let timed = timedWaiters.filter { $0.count <= settled.count }
    timedWaiters.removeAll { $0.count <= settled.count }
    for (_, _, waiter) in timed { waiter.resume(returning: true) }
  }

  /// Waits until `count` loads have settled; throws `WaitTimedOut` after 10 seconds, and
  /// `CancellationError` when the test is cancelled (its time limit), instead of hanging.
  func waitForSettled(_ count: Int) async throws {
    let timeout = Duration.seconds(10)
    if await waitForSettled(count, timeout: timeout) { return }
    try Task.checkCancellation()
    throw WaitTimedOut(
      what: "\(count) loads to settle (\(settled.count) did)", timeout: timeout)
  }

  /// Waits until `count` loads have settled, for at most `timeout`; `false` when they did not,
  /// or when the waiting task was cancelled.
  ///
  /// The deadline is a watchdog that fires only when the engine is broken.
  func waitForSettled(_ count: Int, timeout: Duration) async -> Bool {
    guard settled.count < count else { return true }
    lastWaiterID += 1
    let id = lastWaiterID
    let watchdog = Task { @MainActor [weak self] in
      do { try await Task.sleep(for: timeout) } catch { return }
      self?.expire(id)
    }
    defer { watchdog.cancel() }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { timedWaiters.append((id, count, $0)) }
    } onCancel: {
      Task { @MainActor [weak self] in self?.expire(id) }
    }
  }

  private func expire(_ id: Int) {
    guard let position = timedWaiters.firstIndex(where: { $0.id == id }) else { return }
    timedWaiters.remove(at: position).2.resume(returning: false)
  }

  var dispositions: [LoadDisposition] { settled.map(\.disposition) }
}

/// A screen: view model, scripted network, operator and machine.
@MainActor
struct FeedScreen {
  let viewModel = FeedViewModel()
  let manager: FeedManager
  let op: ObservedOperator
  let machine: StateMachine<ObservedOperator>

  init(honorsCancellation: Bool = true, target: FeedTarget = .feed(page: 1)) {
    manager = FeedManager(honorsCancellation: honorsCancellation)
    op = ObservedOperator(dataSource: viewModel, networkManager: manager, target: target)
    machine = StateMachine(operator: op)
  }

  /// Refreshes with page 1 (three items, next page 2) and waits for it.
  func loadFirstPage(next: Int? = 2) async throws {
    manager.enqueue(.success(.make(1, next: next)))
    try await machine.trigger(.pullToRefresh)
  }
}

struct Offline: PresentableError, Equatable {
  var displayMessage: String { "The Internet connection appears to be offline." }
  var isOffline: Bool { true }
}

struct ServerDown: Error, Equatable {}
