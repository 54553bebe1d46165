/// One load a ``WindowedPager`` asks its loader for: which query, which way, at which cursor.
///
/// ```swift
/// let pager = WindowedPager(query: "room-42", configuration: configuration) { load in
///   try await api.messages(load.query, page: load.cursor ?? 1)
/// }
/// ```
public struct WindowLoad<Query: Hashable & Sendable, Cursor: Hashable & Sendable>: Hashable,
  Sendable
{
  /// Which way a load extends the window.
  public enum Direction: Hashable, Sendable, CaseIterable {
    /// Replaces the window: the first load, a refresh, a jump, a restoration.
    case refresh
    /// Loads the page before the first one held.
    case prepend
    /// Loads the page after the last one held.
    case append
  }

  /// The query the pages answer.
  public var query: Query
  /// Which way this load extends the window.
  public var direction: Direction
  /// The page to load; `nil` for the start of the data when no initial key was given.
  public var cursor: Cursor?
  /// Counts the window's restarts (refresh, query, jump); a load of an older one is dropped.
  public var generation: Int
  /// 1 for a first try, 2 for the first retry of the same page, and so on.
  public var attempt: Int
  /// The validator of the copy of this page the window holds, when a
  /// ``RefreshPolicy/revalidateLoaded`` refresh loads it again: send it (HTTP `If-None-Match`)
  /// and answer ``WindowPage/unchanged(validator:freshUntil:)`` when the page did not change.
  public var validator: PageValidator?

  /// Creates a load description.
  public init(
    query: Query, direction: Direction, cursor: Cursor?, generation: Int, attempt: Int = 1,
    validator: PageValidator? = nil
  ) {
    self.query = query
    self.direction = direction
    self.cursor = cursor
    self.generation = generation
    self.attempt = attempt
    self.validator = validator
  }
}
