/// The words a list shows in its header, footer and placeholders, and the announcements a
/// screen reader hears; give them at creation to localise, and hand them to a ``Pager``
/// (`texts:`), which draws and announces with them.
///
/// ```swift
/// let texts = RefreshTexts(noMoreData: "No more orders", empty: "No orders yet")
/// ```
public struct RefreshTexts: Hashable, Sendable {
  /// The footer's end-of-data text (the seed's `noMoreTitle`).
  package let noMoreData: String
  /// The placeholder text of an empty list.
  package let empty: String
  /// The placeholder text when offline with nothing on screen.
  package let offline: String
  /// The title of the placeholder of a first load that failed (its message comes from the error).
  package let failed: String
  /// The placeholder text while the first page loads.
  package let loading: String
  /// The title of the retry buttons of the footer, the header and the placeholders.
  package let retry: String
  /// The accessibility hint of the footer's and the header's retry buttons.
  package let retryHint: String
  /// What a screen reader hears when a page arrived at either end; `{count}` is replaced by
  /// the number of rows (see ``loadedMore(_:)``).
  package let loadedMore: String
  /// What a screen reader hears when loading more failed at either end.
  package let loadMoreFailed: String
  /// What a screen reader hears when the rows shown come from the cache.
  package let showingCached: String

  /// Creates the texts; every one has an English default. `loadedMore` is what a screen
  /// reader hears when a page arrived at either end, with `{count}` replaced by the number of
  /// rows.
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
  package func loadedMore(_ count: Int) -> String {
    loadedMore.replacing("{count}", with: String(count))
  }
}
