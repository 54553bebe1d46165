import Foundation

/// A pager's tie to its ``PageCache``: the key of each query, the clock pages are stamped
/// with, and the writes in order (each waits for the one before).
@MainActor
final class PagerCacheLink<Query, Item: Sendable, Cursor: Hashable & Sendable> {
  let cache: any PageCache<Item, Cursor>
  let key: (Query) -> String
  let now: @Sendable () -> Date
  /// The epoch of this pager's writes to the current key; `nil` before its first page.
  private var epoch: PageCacheEpoch?
  private var lastWrite: Task<Void, Never>?
  private var lastRead: Task<Void, Never>?
  /// Counts reads: a read answers only if no newer one started (the query did not change).
  private(set) var readCount = 0

  init(
    cache: any PageCache<Item, Cursor>, key: @escaping (Query) -> String,
    now: @escaping @Sendable () -> Date
  ) {
    self.cache = cache
    self.key = key
    self.now = now
  }

  /// Starts a read of `query`'s pages; `onRead` gets them unless a newer read started.
  func read(
    _ query: Query,
    onRead: @escaping @MainActor (Result<[CachedPage<Item, Cursor>], PageCacheError>) -> Void
  ) {
    readCount += 1
    let count = readCount
    let key = key(query)
    let cache = cache
    lastRead = Task { [weak self] in
      let result: Result<[CachedPage<Item, Cursor>], PageCacheError>
      do throws(PageCacheError) {
        result = .success(try await cache.pages(for: key))
      } catch {
        result = .failure(error)
      }
      guard let self, self.readCount == count else { return }
      onRead(result)
    }
  }

  /// Forgets a read in flight (the query changed).
  func cancelRead() { readCount += 1 }

  /// Writes `page` of `query` after the writes before it: a first page (`replace`) replaces
  /// the key's pages and starts an epoch; a later page is added to that epoch only.
  func write(
    _ page: Page<Item, Cursor>, of query: Query, replace: Bool,
    onError: @escaping @MainActor (PageCacheError) -> Void
  ) {
    let cached = CachedPage(items: page.items, next: page.next, storedAt: now())
    let key = key(query)
    let previous = lastWrite
    lastWrite = Task { [weak self] in
      await previous?.value
      guard let self else { return }
      do throws(PageCacheError) {
        if replace {
          epoch = try await cache.replacePages(for: key, with: cached)
        } else if let epoch, try await !cache.appendPage(cached, for: key, epoch: epoch) {
          self.epoch = nil  // another writer replaced the key: stop adding to it
        }
      } catch {
        onError(error)
      }
    }
  }

  /// Waits until the last read and every write started so far finished.
  func waitUntilSettled() async {
    await lastRead?.value
    await lastWrite?.value
  }
}
