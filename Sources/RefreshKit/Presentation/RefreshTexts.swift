/// The words a list shows in its header, footer and placeholders, and the announcements a
/// screen reader hears; set them to localise.
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
  /// The title of the retry buttons of the footer, the header and the placeholders.
  public var retry: String
  /// The accessibility hint of the footer's and the header's retry buttons.
  public var retryHint: String
  /// What a screen reader hears when a page arrived at either end; `{count}` is replaced by
  /// the number of rows (see ``loadedMore(_:)``).
  public var loadedMore: String
  /// What a screen reader hears when loading more failed at either end.
  public var loadMoreFailed: String
  /// What a screen reader hears when the rows shown come from the cache.
  public var showingCached: String

  /// Creates the texts; every one has an English default.
  public init(
    noMoreData: String = "No more data",
    empty: String = "Nothing here yet",
    offline: String = "You are offline",
    failed: String = "Could not load",
    loading: String = "Loading…",
    retry: String = "Retry",
    retryHint: String = "Loads the page that failed again",
    loadedMore: String = "{count} more results loaded",
    loadMoreFailed: String = "Couldn't load more. Retry is available",
    showingCached: String = "Showing cached results"
  ) {
    self.noMoreData = noMoreData
    self.empty = empty
    self.offline = offline
    self.failed = failed
    self.loading = loading
    self.retry = retry
    self.retryHint = retryHint
    self.loadedMore = loadedMore
    self.loadMoreFailed = loadMoreFailed
    self.showingCached = showingCached
  }

  /// ``loadedMore`` for `count` rows: "20 more results loaded".
  ///
  /// ```swift
  /// let texts = RefreshTexts(loadedMore: "{count} neue Ergebnisse geladen")
  /// #expect(texts.loadedMore(20) == "20 neue Ergebnisse geladen")
  /// ```
  public func loadedMore(_ count: Int) -> String {
    loadedMore.replacing("{count}", with: String(count))
  }
}
