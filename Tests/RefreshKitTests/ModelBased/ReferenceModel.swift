import RefreshKit

/// What the engine must do, written as plainly as possible: the specification the real
/// stack is checked against.
///
/// The server has `lastPage` pages; request `n` for page `p` answers items `r<n>-p<p>-<k>`,
/// so a stale or duplicated page shows up in the list by name.
struct ReferenceModel {
  /// A request the network has not answered yet.
  struct Request: Equatable {
    var index: Int
    var direction: RefreshAction
    var cursor: Int?
    var attempt: Int
    var generation: UInt64
    /// Whether the running transition waits for it (not preempted or cancelled).
    var live: Bool
  }

  /// What a trigger does.
  enum TriggerOutcome: Equatable {
    case starts(Request, cancelling: Int?)
    case joins
    case rejected
  }

  let lastPage: Int
  let honorsCancellation: Bool
  private(set) var items: [String] = []
  private(set) var nextCursor: Int?
  private(set) var hasLoaded = false
  private(set) var generation: UInt64 = 0
  /// The request index of the refresh whose list is on screen.
  private(set) var shownRefresh = 0
  private(set) var running: RefreshAction?
  private(set) var pending: [Request] = []
  private(set) var requestCount = 0
  /// Loads whose outcome the operator has reported.
  private(set) var settledCount = 0
  private var lastFailed: (direction: RefreshAction, cursor: Int?, attempt: Int)?

  init(lastPage: Int, honorsCancellation: Bool) {
    self.lastPage = lastPage
    self.honorsCancellation = honorsCancellation
  }

  /// The page request `index` answers for `cursor`.
  static func page(request index: Int, cursor: Int?, lastPage: Int) -> RepoPage {
    let number = cursor ?? 1
    return RepoPage(
      repos: (0..<3).map { Repo(id: "r\(index)-p\(number)-\($0)") },
      nextPage: number < lastPage ? number + 1 : nil)
  }

  /// Triggers `action`.
  mutating func trigger(_ action: RefreshAction) -> TriggerOutcome {
    if let running {
      if running == action { return .joins }
      guard action == .pullToRefresh else { return .rejected }
      let cancelled = endLiveRequest()
      return .starts(start(.pullToRefresh), cancelling: cancelled)
    }
    if action == .loadingMore && !(hasLoaded && nextCursor != nil) { return .rejected }
    return .starts(start(action), cancelling: nil)
  }

  /// `cancelTransition()`: the live request is abandoned. Returns its index.
  mutating func cancel() -> Int? {
    guard running != nil else { return nil }
    return endLiveRequest()
  }

  /// The request an answer event goes to, if any is pending.
  func target(of event: EngineEvent) -> Request? {
    switch event {
    case .succeedOldest, .failOldest: pending.first
    case .succeedNewest, .failNewest: pending.last
    case .refresh, .loadMore, .cancel: nil
    }
  }

  /// The network answers `request`; returns the page it answered with, if it succeeded.
  mutating func answer(_ request: Request, succeeds: Bool) -> RepoPage? {
    pending.removeAll { $0.index == request.index }
    settledCount += 1
    let page = Self.page(request: request.index, cursor: request.cursor, lastPage: lastPage)
    guard request.live else { return succeeds ? page : nil }
    running = nil
    guard succeeds else {
      lastFailed = (request.direction, request.cursor, request.attempt)
      return nil
    }
    lastFailed = nil
    if request.direction == .pullToRefresh {
      items = []
      hasLoaded = true
      shownRefresh = request.index
    }
    items += page.repos.map(\.id)
    nextCursor = page.nextPage
    return page
  }

  private mutating func start(_ action: RefreshAction) -> Request {
    if action == .pullToRefresh { generation += 1 }
    let cursor = action == .pullToRefresh ? nil : nextCursor
    var attempt = 1
    if let failed = lastFailed, failed.direction == action, failed.cursor == cursor {
      attempt = failed.attempt + 1
    }
    let request = Request(
      index: requestCount, direction: action, cursor: cursor, attempt: attempt,
      generation: generation, live: true)
    requestCount += 1
    pending.append(request)
    running = action
    return request
  }

  /// Ends the running transition's request: settled at once when cancellation is honoured.
  private mutating func endLiveRequest() -> Int? {
    running = nil
    guard let position = pending.firstIndex(where: \.live) else { return nil }
    let index = pending[position].index
    if honorsCancellation {
      pending.remove(at: position)
      settledCount += 1
    } else {
      pending[position].live = false
    }
    return index
  }
}
