import RefreshKit
import YLRefreshKit

/// What the engine must do, written as plainly as possible: the specification the real
/// stack is checked against.
///
/// The server has `lastPage` pages; request `n` for page `p` answers items `r<n>-p<p>-<k>`,
/// so a stale or duplicated page shows up in the list by name. It can misbehave: empty pages,
/// repeated cursors, pages that repeat the last item, failures.
struct ReferenceModel {
  /// A request the network has not answered yet.
  struct Request: Equatable {
    var index: Int
    var direction: RefreshAction
    var cursor: Int?
    var attempt: Int
    var generation: UInt64
    /// The target the engine must send: the seed's page arithmetic on the committed target.
    var target: FeedTarget
    /// Whether the running transition waits for it (not preempted or cancelled).
    var live: Bool
  }

  /// The last failure the operator must report.
  struct Failure: Equatable {
    var direction: RefreshAction
    var attempt: Int
    /// What the presentation shows.
    var message: String
  }

  /// What a trigger does.
  enum TriggerOutcome: Equatable {
    case starts(Request, cancelling: Int?)
    case joins
    case rejected
  }

  let lastPage: Int
  let honorsCancellation: Bool
  /// The operator's `maxConsecutiveEmptyPages`.
  let maxEmptyPages: Int
  var items: [String] = []
  var nextCursor: Int?
  var hasLoaded = false
  var generation: UInt64 = 0
  var pagesLoaded = 0
  /// The request index of the refresh whose list is on screen.
  var shownRefresh = 0
  var running: RefreshAction?
  var pending: [Request] = []
  var requestCount = 0
  /// Loads whose outcome the operator has reported.
  var settledCount = 0
  /// The machine's phase.
  var phase: RefreshState.Phase = .initial
  var failure: Failure?
  /// Whether a page repeated an item: the list may then hold duplicates by design.
  var servedShiftedItems = false
  var lastFailed: (direction: RefreshAction, cursor: Int?, attempt: Int)?
  var committedPage = 1
  var seenCursors: Set<Int> = []
  var consecutiveEmptyPages = 0
  private var phaseBeforeRunning: RefreshState.Phase = .initial

  init(lastPage: Int, honorsCancellation: Bool, maxEmptyPages: Int) {
    self.lastPage = lastPage
    self.honorsCancellation = honorsCancellation
    self.maxEmptyPages = maxEmptyPages
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
    phaseBeforeRunning = phase
    return .starts(start(action), cancelling: nil)
  }

  /// `cancelTransition()`: the live request is abandoned, the machine goes back. Returns its index.
  mutating func cancel() -> Int? {
    guard running != nil else { return nil }
    phase = phaseBeforeRunning
    return endLiveRequest()
  }

  /// The request an answer event goes to, if any is pending.
  func target(of event: EngineEvent) -> Request? {
    switch event {
    case .refresh, .loadMore, .cancel: nil
    default: event.answersOldest ? pending.first : pending.last
    }
  }

  /// The network answers `request` with `page` (or fails, when `page` is `nil`).
  mutating func answer(_ request: Request, with page: RepoPage?) {
    pending.removeAll { $0.index == request.index }
    settledCount += 1
    guard request.live else { return }
    running = nil
    guard let page else {
      lastFailed = (request.direction, request.cursor, request.attempt)
      failure = Failure(
        direction: request.direction, attempt: request.attempt,
        message: String(describing: ServerDown()))
      phase = .error
      return
    }
    apply(page, for: request)
  }

  /// The ledger's rules for a successful page.
  private mutating func apply(_ page: RepoPage, for request: Request) {
    lastFailed = nil
    if request.direction == .pullToRefresh {
      items = []
      hasLoaded = true
      shownRefresh = request.index
      seenCursors = []
      pagesLoaded = 0
      consecutiveEmptyPages = 0
    }
    pagesLoaded += 1
    consecutiveEmptyPages = page.repos.isEmpty ? consecutiveEmptyPages + 1 : 0
    if let cursor = request.cursor { seenCursors.insert(cursor) }
    items += page.repos.map(\.id)
    committedPage = request.target.page
    failure = nil
    nextCursor = page.nextPage
    if let next = page.nextPage {
      var problem: PagingError<Int>?
      if seenCursors.contains(next) {
        problem = .repeatedCursor(next)
      } else if consecutiveEmptyPages >= max(1, maxEmptyPages) {
        problem = .tooManyEmptyPages(consecutiveEmptyPages)
      }
      if let problem {
        nextCursor = nil
        failure = Failure(
          direction: request.direction, attempt: request.attempt,
          message: String(describing: problem))
      }
    }
    phase = failure != nil ? .error : (nextCursor != nil ? .paginated : .populated)
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
      generation: generation,
      target: .feed(page: action == .pullToRefresh ? 1 : committedPage + 1), live: true)
    requestCount += 1
    pending.append(request)
    running = action
    phase = action.transitionState.phase
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
