public import RefreshKit

/// Where the app's lists keep their pages: a page cache, and the source whose partition of
/// it they read and write (``PageCacheSource``), so that pages of one source never show for
/// another.
///
/// ```swift
/// let cache = ListPageCache(store: InMemoryPageCache(), source: .builtIn(dataset: "demo"))
/// let list = RepositoryListModel(target: .search(query: "swift", page: 1), lists: lists, cache: cache)
/// ```
public struct ListPageCache: Sendable {
  /// The pages of every source.
  public var store: any PageCache<Repository, RepositoryListCursor>
  /// The source the lists load from: their keys are in its partition.
  public var source: PageCacheSource

  /// Creates the lists' cache in `store`, partitioned for `source`.
  public init(store: any PageCache<Repository, RepositoryListCursor>, source: PageCacheSource) {
    self.store = store
    self.source = source
  }

  /// The key of `target`'s pages: ``PageCacheSource/cacheKey(for:)`` of the source.
  ///
  /// ```swift
  /// let pages = try await cache.store.pages(for: cache.key(for: target))
  /// ```
  public func key(for target: GitHubTarget) -> String { source.cacheKey(for: target) }
}
