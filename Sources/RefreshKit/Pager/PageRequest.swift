/// What a ``Pager`` asks its loader for: the query and the cursor of the page.
///
/// The cursor is `nil` for the first page. A network manager that serves a pager uses it as
/// its target:
///
/// ```swift
/// struct SearchClient: NetworkManagerType {
///   func request(target: PageRequest<String, Int>) async throws -> Page<Repository, Int> {
///     try await api.search(target.query, page: target.cursor ?? 1)
///   }
/// }
/// ```
public struct PageRequest<Query: Hashable & Sendable, Cursor: Hashable & Sendable>: TargetType {
  /// The query the list answers.
  public var query: Query
  /// The page to load; `nil` for the first.
  public var cursor: Cursor?
  /// The validator of the copy of this page the pager holds, when it revalidates it: a
  /// loader may send it (HTTP `If-None-Match`) and answer ``Page/unchanged(validator:freshUntil:)``.
  public var validator: PageValidator?

  /// Creates a request for `query` at `cursor`.
  public init(query: Query, cursor: Cursor? = nil, validator: PageValidator? = nil) {
    self.query = query
    self.cursor = cursor
    self.validator = validator
  }

  /// Moves to `cursor` (the engine computes it from the previous page).
  public mutating func update(
    with action: RefreshAction, cursor: Cursor?, targetInfo: (any Sendable)?
  ) {
    self.cursor = cursor
  }
}
