import RefreshKit
/// The pure paging bookkeeping of one list: generation, cursor, attempts, end of data.
///
/// A value type with no I/O, in the style of swift-async-algorithms' state machines:
/// ``begin(_:)`` says what to load, ``succeed(_:nextCursor:itemCount:)`` and ``fail(_:)``
/// say what a response means. The cursor moves only in `succeed`.
///
/// ```swift
/// var ledger = PagingLedger<Int>()
/// let first = ledger.begin(.pullToRefresh)!          // cursor nil, attempt 1
/// _ = ledger.succeed(first, nextCursor: 2, itemCount: 30)
/// let next = ledger.begin(.loadingMore)!             // cursor 2
/// ```
package struct PagingLedger<Cursor: Hashable & Sendable>: Hashable, Sendable {
  /// One load the ledger handed out.
  package struct Ticket: Hashable, Sendable {
    /// The refresh generation the load belongs to.
    public var generation: UInt64
    /// Refresh or load-more.
    public var direction: RefreshAction
    /// The cursor to load; `nil` for a refresh.
    public var cursor: Cursor?
    /// 1 for a first try, then 2, 3… for retries of the same page.
    public var attempt: Int
    /// Unique and increasing across all tickets of this ledger.
    public var sequence: UInt64
  }

  /// What a successful response means.
  package enum Success: Hashable, Sendable {
    /// Apply it: replace the list for a refresh, append for a load-more.
    case apply(replace: Bool)
    /// Apply it, but the server's paging is inconsistent: paging ends with this error.
    case applyEndingPaging(replace: Bool, PagingError<Cursor>)
    /// A newer load replaced this one: discard the response.
    case stale
  }

  /// The current refresh generation (0 before the first refresh).
  package private(set) var generation: UInt64 = 0
  /// The cursor the next load-more sends, if there is a next page.
  package private(set) var nextCursor: Cursor?
  /// Pages applied in the current generation (the seed's `page`).
  package private(set) var pagesLoaded = 0
  /// Whether a refresh has succeeded at least once.
  package private(set) var hasLoaded = false
  /// The load in flight, if any.
  package private(set) var inFlight: Ticket?
  /// The last failed load, until a load succeeds.
  package private(set) var lastFailed: Ticket?
  /// How many empty pages in a row, each pointing at a new next cursor, are followed before
  /// paging ends with ``PagingError/tooManyEmptyPages(_:)``. 10 by default.
  ///
  /// Token-based APIs send empty pages when a filter removed every item of a page, so one
  /// empty page with a new cursor is normal; a long run of them is a server looping.
  package var maxConsecutiveEmptyPages: Int
  /// Empty pages applied in a row in the current generation.
  package private(set) var consecutiveEmptyPages = 0
  private var seenCursors: Set<Cursor> = []
  private var lastSequence: UInt64 = 0

  /// The default ``maxConsecutiveEmptyPages``.
  package static var defaultMaxConsecutiveEmptyPages: Int { 10 }

  /// Creates an empty ledger: nothing loaded.
  package init(maxConsecutiveEmptyPages: Int = Self.defaultMaxConsecutiveEmptyPages) {
    self.maxConsecutiveEmptyPages = maxConsecutiveEmptyPages
  }

  /// Whether a load-more has something to load.
  package var canLoadMore: Bool { hasLoaded && nextCursor != nil }

  /// Whether loading ended because there are no more pages.
  package var reachedEnd: Bool { hasLoaded && nextCursor == nil }

  /// Starts a load in `direction`; `nil` when a load-more has nothing to load.
  package mutating func begin(_ direction: RefreshAction) -> Ticket? {
    let cursor: Cursor?
    switch direction {
    case .pullToRefresh:
      generation += 1
      cursor = nil
    case .loadingMore:
      guard canLoadMore else { return nil }
      cursor = nextCursor
    }
    lastSequence += 1
    let ticket = Ticket(
      generation: generation, direction: direction, cursor: cursor,
      attempt: retryAttempt(direction: direction, cursor: cursor), sequence: lastSequence)
    inFlight = ticket
    return ticket
  }

  /// A response to `ticket` arrived with `itemCount` items and `nextCursor`.
  package mutating func succeed(_ ticket: Ticket, nextCursor next: Cursor?, itemCount: Int)
    -> Success
  {
    guard ticket == inFlight else { return .stale }
    inFlight = nil
    lastFailed = nil
    let replace = ticket.direction == .pullToRefresh
    if replace {
      seenCursors = []
      pagesLoaded = 0
      consecutiveEmptyPages = 0
      hasLoaded = true
    }
    pagesLoaded += 1
    consecutiveEmptyPages = itemCount == 0 ? consecutiveEmptyPages + 1 : 0
    if let cursor = ticket.cursor { seenCursors.insert(cursor) }
    guard let next else {
      nextCursor = nil
      return .apply(replace: replace)
    }
    if let problem = inconsistency(next: next, requested: ticket.cursor) {
      nextCursor = nil
      return .applyEndingPaging(replace: replace, problem)
    }
    nextCursor = next
    return .apply(replace: replace)
  }

  /// `ticket` failed; returns `false` when it was stale. The cursor stays where it was.
  @discardableResult
  package mutating func fail(_ ticket: Ticket) -> Bool {
    guard ticket == inFlight else { return false }
    inFlight = nil
    lastFailed = ticket
    return true
  }

  /// `ticket` was cancelled; returns `false` when it was no longer in flight.
  @discardableResult
  package mutating func abandon(_ ticket: Ticket) -> Bool {
    guard ticket == inFlight else { return false }
    inFlight = nil
    return true
  }

  /// Forgets what was loaded and what failed, as for a new query, but keeps counting
  /// generations and sequences, so no ticket handed out before can match one handed out after.
  package mutating func restart() {
    generation += 1
    nextCursor = nil
    pagesLoaded = 0
    hasLoaded = false
    inFlight = nil
    lastFailed = nil
    seenCursors = []
    consecutiveEmptyPages = 0
  }

  private func retryAttempt(direction: RefreshAction, cursor: Cursor?) -> Int {
    guard let failed = lastFailed, failed.direction == direction, failed.cursor == cursor else {
      return 1
    }
    return failed.attempt + 1
  }

  private func inconsistency(next: Cursor, requested: Cursor?) -> PagingError<Cursor>? {
    if next == requested || seenCursors.contains(next) { return .repeatedCursor(next) }
    if consecutiveEmptyPages >= max(1, maxConsecutiveEmptyPages) {
      return .tooManyEmptyPages(consecutiveEmptyPages)
    }
    return nil
  }
}
