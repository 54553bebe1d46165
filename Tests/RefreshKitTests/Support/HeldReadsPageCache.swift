import Foundation
import RefreshKit

/// A page cache whose reads wait until the test opens them (or fail), and whose writes can
/// fail: a slow or broken disk, without sleeping.
actor HeldReadsPageCache<Item: Sendable, Cursor: Hashable & Sendable>: PageCache {
  let store = InMemoryPageCache<Item, Cursor>()
  private var readsOpen: Bool
  private var waitingReads: [CheckedContinuation<Void, Never>] = []
  private var failure: PageCacheError?

  init(readsOpen: Bool = false, failure: PageCacheError? = nil) {
    self.readsOpen = readsOpen
    self.failure = failure
  }

  /// Lets every read waiting now, and every later one, go on.
  func openReads() {
    readsOpen = true
    for read in waitingReads { read.resume() }
    waitingReads = []
  }

  func pages(for key: String) async throws(PageCacheError) -> [CachedPage<Item, Cursor>] {
    // Not cancellable: a store's read that ignores cancellation, held until `openReads`.
    if !readsOpen { await withCheckedContinuation { waitingReads.append($0) } }
    if let failure { throw failure }
    return await store.pages(for: key)
  }

  func replacePages(for key: String, with first: CachedPage<Item, Cursor>)
    async throws(PageCacheError) -> PageCacheEpoch
  {
    if let failure { throw failure }
    return await store.replacePages(for: key, with: first)
  }

  func appendPage(_ page: CachedPage<Item, Cursor>, for key: String, epoch: PageCacheEpoch)
    async throws(PageCacheError) -> Bool
  {
    if let failure { throw failure }
    return await store.appendPage(page, for: key, epoch: epoch)
  }

  func removePages(for key: String) async throws(PageCacheError) {
    if let failure { throw failure }
    await store.removePages(for: key)
  }
}
