/// One load a ``Pager`` asks its loader for: which query, which way, at which cursor, which
/// attempt, and the validator of the copy it holds.
///
/// The cursor is `nil` for the first page (or the initial key's absence). Most loaders read
/// only the query and the cursor:
///
/// ```swift
/// let pager = Pager(query: "room-42", configuration: configuration) { request in
///   try await api.messages(request.query, page: request.cursor ?? 1)
/// }
/// ```
///
/// Every load a pager starts is its own request: two loads of the same page (a page asked
/// again after its first load was cancelled) compare unequal, so the late answer of a
/// cancelled load is never taken for its successor's.
public struct PageRequest<Query: Hashable & Sendable, Cursor: Hashable & Sendable>: Hashable,
  Sendable
{
  /// Which way a load extends the list: ``LoadDirection``.
  public typealias Direction = LoadDirection

  /// The query the list answers.
  public var query: Query
  /// Which way this load extends the list.
  public var direction: Direction
  /// The page to load; `nil` for the start of the data when no initial key was given.
  public var cursor: Cursor?
  /// Counts the list's restarts (refresh, query, jump); a load of an older one is dropped.
  public var generation: Int
  /// 1 for a first try, 2 for the first retry of the same page, and so on.
  public var attempt: Int
  /// The validator of the copy of this page the pager holds, when it loads that page again:
  /// send it (HTTP `If-None-Match`) and answer ``Page/unchanged(validator:freshUntil:)``
  /// when the page did not change.
  public var validator: PageValidator?
  /// Which load of its pager this is (the machine numbers every load it starts; 0 for a
  /// request made by hand). Part of equality: it tells a load from an equal one started later.
  package var serial = 0

  /// Creates a request: by default a first try of a refresh-direction load of `cursor`, as a
  /// test or a hand-written call to a loader needs.
  ///
  /// ```swift
  /// let page = try await loadPage(PageRequest(query: "swift", cursor: 2))
  /// ```
  public init(
    query: Query, direction: Direction = .refresh, cursor: Cursor? = nil, generation: Int = 0,
    attempt: Int = 1, validator: PageValidator? = nil
  ) {
    self.query = query
    self.direction = direction
    self.cursor = cursor
    self.generation = generation
    self.attempt = attempt
    self.validator = validator
  }
}
