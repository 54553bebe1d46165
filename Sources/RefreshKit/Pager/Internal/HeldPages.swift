import Foundation

/// The pages a revalidating ``Pager`` holds, in order: each page's cursor, rows, validator and
/// freshness, and where a revalidation of them stands.
///
/// Its loader reads it (``prepare(_:)``) to send each held page's validator and to turn an
/// "unchanged" answer into the held copy; the pager writes it as pages arrive.
@MainActor
final class HeldPages<Item: Sendable, Cursor: Hashable & Sendable> {
  /// One page held: loaded in this session or read from the cache.
  struct Record: Sendable {
    /// The cursor the page was loaded with; `nil` for the first page.
    var cursor: Cursor?
    var items: [Item]
    var next: Cursor?
    var validator: PageValidator?
    var freshUntil: Date?
    /// When the cache stored it, while it is not revalidated yet; `nil` once it is.
    var staleSince: Date?
  }

  var pages: [Record] = []
  /// The index of the page the next load revalidates, while a revalidation runs.
  var revalidating: Int?
  /// Set when a revalidated page was applied and more follow; the pager then loads the next.
  var needsNextRevalidation = false
  /// Set by the automatic first load: it may answer from the cache when every page is fresh.
  var mayAnswerFromCache = false
  /// Whether the run in progress answers from the cache (so it writes nothing back).
  private(set) var answersFromCache = false
  /// Waits until the cache read in flight, if any, finished.
  var waitForCache: (@MainActor () async -> Void)?
  let now: @Sendable () -> Date

  init(now: @escaping @Sendable () -> Date) {
    self.now = now
  }

  /// The oldest time a page still waiting for its revalidation was stored.
  var staleSince: Date? { pages.compactMap(\.staleSince).min() }

  /// Whether every held page is fresh now.
  var allFresh: Bool {
    let now = now()
    return !pages.isEmpty && pages.allSatisfy { ($0.freshUntil ?? .distantPast) > now }
  }

  /// Forgets every page (a new query).
  func reset() {
    pages = []
    revalidating = nil
    needsNextRevalidation = false
    answersFromCache = false
  }

  /// Ends the revalidation run, if any.
  func endRun() {
    revalidating = nil
    needsNextRevalidation = false
    answersFromCache = false
  }

  /// Reads what `load` sends: the validator of the held copy of its page, or, on the
  /// automatic first load with every page fresh, that copy itself.
  func prepare<Query>(_ load: LoadRequest<PageRequest<Query, Cursor>>) async -> (
    answer: Page<Item, Cursor>?, request: PageRequest<Query, Cursor>, held: Record?
  ) {
    await waitForCache?()
    var request = load.target
    if load.direction == .pullToRefresh {
      answersFromCache = mayAnswerFromCache && allFresh
      mayAnswerFromCache = false
    }
    let held = pages.first { $0.cursor == load.cursor }
    request.validator = held?.validator
    guard answersFromCache, let held else { return (nil, request, held) }
    return (held.unchanged(validator: held.validator, freshUntil: held.freshUntil), request, held)
  }
}

extension HeldPages.Record {
  /// A record of `page`, loaded with `cursor`.
  init(_ page: Page<Item, Cursor>, cursor: Cursor?) {
    self.init(
      cursor: cursor, items: page.items, next: page.next, validator: page.validator,
      freshUntil: page.freshUntil, staleSince: nil)
  }

  /// A record of a page read from the cache, stale since it was stored.
  init(_ cached: CachedPage<Item, Cursor>, cursor: Cursor?) {
    self.init(
      cursor: cursor, items: cached.items, next: cached.next, validator: cached.validator,
      freshUntil: cached.freshUntil, staleSince: cached.storedAt)
  }

  /// This copy as the answer "unchanged": its rows and next cursor, with the validator and
  /// freshness of the answer.
  func unchanged(validator: PageValidator?, freshUntil: Date?) -> Page<Item, Cursor> {
    var page = Page(
      items: items, next: next, validator: validator ?? self.validator, freshUntil: freshUntil)
    page.isUnchanged = true
    return page
  }

  /// This copy as the cache stores it, stored at `storedAt`.
  func cached(storedAt: Date) -> CachedPage<Item, Cursor> {
    CachedPage(
      items: items, next: next, storedAt: staleSince ?? storedAt, validator: validator,
      freshUntil: freshUntil)
  }
}
