import RefreshKit

/// An in-memory page cache whose reads or writes fail while the test says so: a full or
/// broken disk, on command.
actor FailingPageCache<Item: Sendable, Cursor: Hashable & Sendable>: PageCache {
  private let store = InMemoryPageCache<Item, Cursor>()
  private(set) var failsReads = false
  private(set) var failsWrites = false
  /// How many slides were asked of the store (see `slidePages`).
  private(set) var slides = 0

  /// Makes reads and writes fail (or work again) from now on; what was written stays.
  func fail(reads: Bool, writes: Bool) async {
    failsReads = reads
    failsWrites = writes
  }

  func pages(for key: String) async throws(PageCacheError) -> [CachedPage<Item, Cursor>] {
    if failsReads { throw .unreadable(reason: "told to fail") }
    return await store.pages(for: key)
  }

  func snapshot(for key: String) async throws(PageCacheError) -> PageCacheSnapshot<Item, Cursor> {
    if failsReads { throw .unreadable(reason: "told to fail") }
    return try await store.snapshot(for: key)
  }

  func replacePages(for key: String, with first: CachedPage<Item, Cursor>)
    async throws(PageCacheError) -> PageCacheEpoch
  {
    if failsWrites { throw .writeFailed(reason: "told to fail") }
    return await store.replacePages(for: key, with: first)
  }

  func appendPage(_ page: CachedPage<Item, Cursor>, for key: String, epoch: PageCacheEpoch)
    async throws(PageCacheError) -> Bool
  {
    if failsWrites { throw .writeFailed(reason: "told to fail") }
    return await store.appendPage(page, for: key, epoch: epoch)
  }

  func replacePage(
    _ page: CachedPage<Item, Cursor>, at position: Int, for key: String, epoch: PageCacheEpoch
  ) async throws(PageCacheError) -> Bool {
    if failsWrites { throw .writeFailed(reason: "told to fail") }
    return try await store.replacePage(page, at: position, for: key, epoch: epoch)
  }

  func slidePages(
    for key: String, epoch: PageCacheEpoch, removingFirst: Int, removingLast: Int,
    prepending: [CachedPage<Item, Cursor>], appending: [CachedPage<Item, Cursor>]
  ) async throws(PageCacheError) -> Bool {
    if failsWrites { throw .writeFailed(reason: "told to fail") }
    slides += 1
    return try await store.slidePages(
      for: key, epoch: epoch, removingFirst: removingFirst, removingLast: removingLast,
      prepending: prepending, appending: appending)
  }

  func removePages(for key: String) async throws(PageCacheError) {
    if failsWrites { throw .writeFailed(reason: "told to fail") }
    await store.removePages(for: key)
  }
}
