/// A ``PageCache`` in memory: for tests, previews and apps that want stale-while-revalidate
/// within one process only.
///
/// ```swift
/// let cache = InMemoryPageCache<Repository, Int>()
/// let pages = try await cache.pages(for: "search:swift")
/// ```
public actor InMemoryPageCache<Item: Sendable, Cursor: Sendable>: PageCache {
  private var entries: [String: (epoch: PageCacheEpoch, pages: [CachedPage<Item, Cursor>])] = [:]
  private var lastEpoch: Int64 = 0

  /// Creates an empty cache.
  public init() {}

  /// The pages of `key`, first page first.
  public func pages(for key: String) -> [CachedPage<Item, Cursor>] {
    entries[key]?.pages ?? []
  }

  /// Replaces the pages of `key` with `first` and starts a new epoch.
  public func replacePages(for key: String, with first: CachedPage<Item, Cursor>)
    -> PageCacheEpoch
  {
    lastEpoch += 1
    let epoch = PageCacheEpoch(rawValue: lastEpoch)
    entries[key] = (epoch, [first])
    return epoch
  }

  /// Adds `page` to `key` while `epoch` is its current one.
  public func appendPage(
    _ page: CachedPage<Item, Cursor>, for key: String, epoch: PageCacheEpoch
  ) -> Bool {
    guard var entry = entries[key], entry.epoch == epoch else { return false }
    entry.pages.append(page)
    entries[key] = entry
    return true
  }

  /// Forgets the pages of `key`.
  public func removePages(for key: String) {
    entries[key] = nil
  }

  /// The keys that hold pages.
  public var keys: [String] { Array(entries.keys) }
}
