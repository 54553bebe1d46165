import RefreshKit

/// What a ``Pager`` must do, written as plainly as possible: the engine's loading rules (one
/// load at a time, cursors, attempts, load states, prefetching) and, through
/// ``PagerReferenceList``, the identity rules. The real pager is checked against it.
///
/// Page items are titled `<query>#<request index>`, so a stale page shows up by name.
struct PagerReferenceModel {
  /// A request the server has not answered.
  struct Request: Equatable {
    var index: Int
    var direction: RefreshAction
    var query: String
    var cursor: Int?
    var attempt: Int
    /// Whether the running load waits for it (not preempted, cancelled or abandoned).
    var live: Bool
  }

  /// The last failed load, until a load succeeds.
  struct Failure {
    var direction: RefreshAction
    var attempt: Int
    /// Whether the server's paging broke (a repeated cursor, an empty page claiming more).
    var paging: Bool
  }

  let prefetchDistance: Int
  let honorsCancellation: Bool
  private(set) var query: String
  private(set) var list = PagerReferenceList()
  private(set) var running: RefreshAction?
  private(set) var pending: [Request] = []
  /// Every request the pager must have sent, in order.
  private(set) var sent: [Request] = []
  private(set) var hasLoaded = false
  private(set) var nextCursor: Int?
  private(set) var lastFailure: Failure?
  private var seenCursors: Set<Int> = []
  private var lastFailed: (direction: RefreshAction, cursor: Int?, attempt: Int)?
  private var lastAppeared: Int?
  /// Empty pages in a row: a new cursor on an empty page is followed, up to the ledger's limit.
  private var emptyRun = 0
  private var lastFired: (index: Int, count: Int)?
  private var lastToken = 0

  init(query: String, prefetchDistance: Int, honorsCancellation: Bool) {
    self.query = query
    self.prefetchDistance = prefetchDistance
    self.honorsCancellation = honorsCancellation
  }

  var items: [Article] { list.items }
  var live: Request? { pending.first(where: \.live) }

  /// The expected `loadStates.refresh`, in ``PagerHarness/summary(_:)``'s words.
  var refreshState: String {
    if running == .pullToRefresh { return "loading" }
    if let lastFailure, lastFailure.direction == .pullToRefresh { return Self.summary(lastFailure) }
    return "notLoading"
  }

  /// The expected `loadStates.append`.
  var appendState: String {
    if running == .loadingMore { return "loading" }
    if running == .pullToRefresh || !hasLoaded { return "notLoading" }
    if let lastFailure, lastFailure.direction == .loadingMore { return Self.summary(lastFailure) }
    return nextCursor == nil ? "notLoading(end)" : "notLoading"
  }

  static func summary(_ failure: Failure) -> String {
    "failed(attempt \(failure.attempt)\(failure.paging ? ", paging" : ""))"
  }

  /// Whether rows near the end may start a load-more now.
  /// Rows that appear while any load runs fire nothing; the last of them is looked at again
  /// when the load settles.
  var canAutoLoadMore: Bool {
    hasLoaded && nextCursor != nil && running == nil && lastFailure?.direction != .loadingMore
  }

  // MARK: Loading

  mutating func setQuery(_ newQuery: String) {
    if running != nil { abandonLive() }
    query = newQuery
    list = PagerReferenceList()
    hasLoaded = false
    nextCursor = nil
    emptyRun = 0
    lastFailure = nil
    lastFailed = nil
    lastAppeared = nil
    lastFired = nil
    start(.pullToRefresh)
  }

  mutating func refresh() { trigger(.pullToRefresh) }

  /// The same page again after a failed load-more, else the first page.
  mutating func retry() {
    let more = lastFailure?.direction == .loadingMore && hasLoaded && nextCursor != nil
    trigger(more ? .loadingMore : .pullToRefresh)
  }

  mutating func loadMore() {
    guard hasLoaded, nextCursor != nil else { return }
    trigger(.loadingMore)
  }

  /// A row appeared: within `prefetchDistance` of the end, once per (row, length), it loads more.
  mutating func appear(at index: Int) {
    lastAppeared = index
    guard canAutoLoadMore, fire(at: index) else { return }
    trigger(.loadingMore)
  }

  /// The page the server sends for `answer` to `request`, or `nil` for a failure.
  static func page(for answer: PagerEvent.Answer, to request: Request) -> ArticlePage? {
    guard case .page(let ids, let next) = answer else { return nil }
    let cursor: Int? =
      switch next {
      case .following: (request.cursor ?? 1) + 1
      case .end: nil
      case .repeated: request.cursor ?? 1
      }
    let items = ids.map { Article(id: $0, title: "\(request.query)#\(request.index)") }
    return Page(items: items, next: cursor)
  }

  /// The live request is answered with `page` (`nil`: it failed).
  mutating func answerLive(with page: ArticlePage?) {
    guard let request = live else { return }
    pending.removeAll { $0.index == request.index }
    running = nil
    if let page {
      apply(page, to: request)
    } else {
      lastFailed = (request.direction, request.cursor, request.attempt)
      lastFailure = Failure(direction: request.direction, attempt: request.attempt, paging: false)
    }
    if let lastAppeared { appear(at: lastAppeared) }
  }

  /// An abandoned request is answered: nothing changes.
  mutating func answerAbandoned(_ request: Request) {
    pending.removeAll { $0.index == request.index }
  }

  private mutating func apply(_ page: ArticlePage, to request: Request) {
    lastFailed = nil
    if request.direction == .pullToRefresh {
      seenCursors = []
      emptyRun = 0
      hasLoaded = true
      lastFired = nil
      lastAppeared = nil
      list.replace(with: page.items)
    } else {
      list.append(page.items)
    }
    if let cursor = request.cursor { seenCursors.insert(cursor) }
    emptyRun = page.items.isEmpty ? emptyRun + 1 : 0
    if let next = page.next,
      next == request.cursor || seenCursors.contains(next)
        || emptyRun >= PagingLedger<Int>.defaultMaxConsecutiveEmptyPages
    {
      nextCursor = nil
      lastFailure = Failure(direction: request.direction, attempt: request.attempt, paging: true)
    } else {
      nextCursor = page.next
      lastFailure = nil
    }
  }

  /// One load at a time: the same action joins, a refresh preempts a load-more, a load-more
  /// during a refresh is refused.
  private mutating func trigger(_ action: RefreshAction) {
    switch (running, action) {
    case (nil, .loadingMore) where !(hasLoaded && nextCursor != nil): return
    case (nil, _): start(action)
    case (.loadingMore, .pullToRefresh):
      // The preempted load-more's completion runs once the refresh is running: it fires nothing.
      abandonLive()
      start(.pullToRefresh)
    default: return
    }
  }

  private mutating func start(_ action: RefreshAction) {
    let cursor = action == .pullToRefresh ? nil : nextCursor
    var attempt = 1
    if let lastFailed, lastFailed.direction == action, lastFailed.cursor == cursor {
      attempt = lastFailed.attempt + 1
    }
    let request = Request(
      index: sent.count, direction: action, query: query, cursor: cursor, attempt: attempt,
      live: true)
    sent.append(request)
    pending.append(request)
    running = action
  }

  /// The running load is cancelled: its request ends at once, or lingers when the server
  /// ignores cancellation (its late answer must change nothing).
  private mutating func abandonLive() {
    running = nil
    guard let position = pending.firstIndex(where: \.live) else { return }
    if honorsCancellation {
      pending.remove(at: position)
    } else {
      pending[position].live = false
    }
  }

  private mutating func fire(at index: Int) -> Bool {
    let count = items.count
    guard count > 0 else { return false }
    let viewport = (index: min(index, count - 1), count: count)
    guard count - 1 - viewport.index <= prefetchDistance, viewport != lastFired ?? (-1, -1) else {
      return false
    }
    lastFired = viewport
    return true
  }

  // MARK: Edits

  /// A plain edit, under a token of its own.
  mutating func edit(_ edit: PagerEvent.Edit) throws(PagerEditError) {
    lastToken += 1
    try apply(edit, token: lastToken)
  }

  /// A mutation's local edits; all or none. Returns the token its remote resolves.
  mutating func mutate(_ edits: [PagerEvent.Edit]) throws(PagerEditError) -> Int {
    lastToken += 1
    let token = lastToken
    list.beginPending(token)
    do {
      for edit in edits { try apply(edit, token: token) }
    } catch {
      list.rollback(token)
      throw error
    }
    return token
  }

  /// The mutation `token`'s remote call returned: its edits stay, or exactly they are undone.
  mutating func finishMutation(_ token: Int, succeeds: Bool) {
    if succeeds { list.confirm(token) } else { list.rollback(token) }
  }

  private mutating func apply(_ edit: PagerEvent.Edit, token: Int) throws(PagerEditError) {
    switch edit {
    case .update(let id, let starred, let title):
      try list.update(.init(token: token, starred: starred, title: title), id: id)
    case .remove(let id): try list.remove(id, token: token)
    case .insert(let id, let index):
      try list.insert(Article(id: id, title: "local\(id)"), at: index, token: token)
    }
  }
}
