/// A ``PageCache`` in memory: for tests, previews and apps that want stale-while-revalidate
/// within one process only.
///
/// ```swift
/// let cache = InMemoryPageCache<Repository, Int>()
/// let pages = try await cache.pages(for: "search:swift")
/// ```
public actor InMemoryPageCache<Item: Sendable, Cursor: Hashable & Sendable>: PageCache {
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

  /// The pages of `key` with their epoch.
  public func snapshot(for key: String) async throws(PageCacheError) -> PageCacheSnapshot<
    Item, Cursor
  > {
    PageCacheSnapshot(epoch: entries[key]?.epoch, pages: entries[key]?.pages ?? [])
  }

  /// Replaces the page at `position` of `key` while `epoch` is its current one.
  public func replacePage(
    _ page: CachedPage<Item, Cursor>, at position: Int, for key: String, epoch: PageCacheEpoch
  ) async throws(PageCacheError) -> Bool {
    guard var entry = entries[key], entry.epoch == epoch, entry.pages.indices.contains(position)
    else { return false }
    entry.pages[position] = page
    entries[key] = entry
    return true
  }

  /// Slides the pages of `key` while `epoch` is its current one.
  public func slidePages(
    for key: String, epoch: PageCacheEpoch, removingFirst: Int, removingLast: Int,
    prepending: [CachedPage<Item, Cursor>], appending: [CachedPage<Item, Cursor>]
  ) async throws(PageCacheError) -> Bool {
    guard var entry = entries[key], entry.epoch == epoch, removingFirst >= 0, removingLast >= 0,
      removingFirst + removingLast <= entry.pages.count
    else { return false }
    let kept = entry.pages[removingFirst..<(entry.pages.count - removingLast)]
    entry.pages = prepending + kept + appending
    entries[key] = entry
    return true
  }

  /// Forgets the pages of `key`.
  public func removePages(for key: String) {
    entries[key] = nil
  }
}
