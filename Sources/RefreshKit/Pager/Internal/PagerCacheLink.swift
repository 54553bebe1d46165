import Foundation

/// A pager's tie to its ``PageCache``: the key of each query, the clock pages are stamped
/// with, and the writes in order (each waits for the one before).
@MainActor
final class PagerCacheLink<Query, Cursor: Hashable & Sendable, Item: Sendable> {
  let cache: any PageCache<Item, Cursor>
  let key: (Query) -> String
  let now: @Sendable () -> Date
  /// The epoch of this pager's writes to the current key; `nil` before its first page.
  private var epoch: PageCacheEpoch?
  private var lastWrite: Task<Void, Never>?
  private var lastRead: Task<Void, Never>?
  /// Counts reads: a read answers only if no newer one started (the query did not change).
  private(set) var readCount = 0
  /// Counts writes, so a read that a write overtook does not set the epoch back.
  private var writeCount = 0

  init(
    cache: any PageCache<Item, Cursor>, key: @escaping (Query) -> String,
    now: @escaping @Sendable () -> Date
  ) {
    self.cache = cache
    self.key = key
    self.now = now
  }

  /// Starts a read of `query`'s pages; `onRead` gets them unless a newer read started.
  /// The read's epoch becomes the one single pages of a revalidation are written in.
  func read(
    _ query: Query,
    onRead: @escaping @MainActor (Result<[CachedPage<Item, Cursor>], PageCacheError>) -> Void
  ) {
    readCount += 1
    let count = readCount
    let writesBefore = writeCount
    let key = key(query)
    let cache = cache
    lastRead = Task { [weak self] in
      let result: Result<PageCacheSnapshot<Item, Cursor>, PageCacheError>
      do throws(PageCacheError) {
        result = .success(try await cache.snapshot(for: key))
      } catch {
        result = .failure(error)
      }
      guard let self, self.readCount == count else { return }
      if case .success(let snapshot) = result, self.writeCount == writesBefore {
        self.epoch = snapshot.epoch  // no write of this pager came between
      }
      onRead(result.map { $0.pages })
    }
  }

  /// Waits until the read in flight, if any, finished.
  func waitForRead() async {
    await lastRead?.value
  }

  /// Forgets a read in flight (the query changed).
  func cancelRead() { readCount += 1 }

  /// Adds `cached` after the pages of `query`'s current epoch, after the writes before it;
  /// when another writer replaced the key, this pager stops adding to it.
  func append(
    _ cached: CachedPage<Item, Cursor>, of query: Query,
    onError: @escaping @MainActor (PageCacheError) -> Void
  ) {
    let key = key(query)
    enqueue { [weak self] () async throws(PageCacheError) in
      guard let self, let epoch else { return }
      if try await !cache.appendPage(cached, for: key, epoch: epoch) {
        self.epoch = nil  // another writer replaced the key: stop adding to it
      }
    } onError: {
      onError($0)
    }
  }

  /// Writes the revalidated page at `position` of `query` (its rows, or its new validator and
  /// freshness) in place (see ``write(inPlace:orRewrite:key:onError:)``).
  func write(
    revalidated position: Int, of pages: [CachedPage<Item, Cursor>], query: Query,
    onError: @escaping @MainActor (PageCacheError) -> Void
  ) {
    guard pages.indices.contains(position) else { return }
    let key = key(query)
    let cache = cache
    write(
      inPlace: { epoch throws(PageCacheError) in
        try await cache.replacePage(pages[position], at: position, for: key, epoch: epoch)
      }, orRewrite: pages, key: key, onError: onError)
  }

  /// Slides `query`'s cached pages as the window moved (the store's `slidePages`), in place
  /// (see ``write(inPlace:orRewrite:key:onError:)``).
  func slide(
    removingFirst: Int, removingLast: Int, prepending: [CachedPage<Item, Cursor>],
    appending: [CachedPage<Item, Cursor>], all pages: [CachedPage<Item, Cursor>], query: Query,
    onError: @escaping @MainActor (PageCacheError) -> Void
  ) {
    let key = key(query)
    let cache = cache
    write(
      inPlace: { epoch throws(PageCacheError) in
        try await cache.slidePages(
          for: key, epoch: epoch, removingFirst: removingFirst, removingLast: removingLast,
          prepending: prepending, appending: appending)
      }, orRewrite: pages, key: key, onError: onError)
  }

  /// After the writes before it, runs `inPlace` in the epoch the pages were read or written
  /// in. Without an epoch (a store that keeps none, another writer replaced the key, a write
  /// failed), or when the store cannot write in place, `pages`, every page held, replace the
  /// key's pages instead.
  private func write(
    inPlace: @escaping @MainActor (PageCacheEpoch) async throws(PageCacheError) -> Bool,
    orRewrite pages: [CachedPage<Item, Cursor>], key: String,
    onError: @escaping @MainActor (PageCacheError) -> Void
  ) {
    enqueue { [weak self] () async throws(PageCacheError) in
      guard let self else { return }
      if let epoch, try await inPlace(epoch) { return }
      try await self.rewrite(pages, key: key)
    } onError: {
      onError($0)
    }
  }

  /// Replaces `query`'s pages with `pages`, every page held (a first page, a jump, a store
  /// that cannot slide).
  func write(
    all pages: [CachedPage<Item, Cursor>], query: Query,
    onError: @escaping @MainActor (PageCacheError) -> Void
  ) {
    let key = key(query)
    enqueue { [weak self] () async throws(PageCacheError) in
      try await self?.rewrite(pages, key: key)
    } onError: {
      onError($0)
    }
  }

  private func rewrite(_ pages: [CachedPage<Item, Cursor>], key: String)
    async throws(PageCacheError)
  {
    guard let first = pages.first else { return }
    self.epoch = nil  // until the replacement is written: a failed one must not be added to
    let epoch = try await cache.replacePages(for: key, with: first)
    self.epoch = epoch
    for page in pages.dropFirst() {
      guard try await cache.appendPage(page, for: key, epoch: epoch) else {
        self.epoch = nil
        return
      }
    }
  }

  /// Runs `write` after the writes before it.
  private func enqueue(
    _ write: @escaping @MainActor () async throws(PageCacheError) -> Void,
    onError: @escaping @MainActor (PageCacheError) -> Void
  ) {
    writeCount += 1
    let previous = lastWrite
    lastWrite = Task { [weak self] in
      await previous?.value
      do throws(PageCacheError) {
        try await write()
      } catch {
        // What the store holds is unknown now: add no page to it, slide none of it; the next
        // write that holds every page rewrites it.
        self?.epoch = nil
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
