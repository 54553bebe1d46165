/// The words a list shows in its header, footer and placeholders.
///
/// ```swift
/// let texts = RefreshTexts(noMoreData: "No more orders", empty: "No orders yet")
/// ```
public struct RefreshTexts: Hashable, Sendable {
  /// The footer's end-of-data text (the seed's `noMoreTitle`).
  public var noMoreData: String
  /// The placeholder text of an empty list.
  public var empty: String
  /// The placeholder text when offline with nothing on screen.
  public var offline: String
  /// The title of the placeholder of a first load that failed (its message comes from the error).
  public var failed: String
  /// The placeholder text while the first page loads.
  public var loading: String
  /// The title of the retry buttons of the footer and the placeholders.
  public var retry: String

  /// Creates the texts; every one has an English default.
  public init(
    noMoreData: String = "No more data",
    empty: String = "Nothing here yet",
    offline: String = "You are offline",
    failed: String = "Could not load",
    loading: String = "Loading…",
    retry: String = "Retry"
  ) {
    self.noMoreData = noMoreData
    self.empty = empty
    self.offline = offline
    self.failed = failed
    self.loading = loading
    self.retry = retry
  }
}
