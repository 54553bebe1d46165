import Foundation

extension Pager {
  /// Waits until the cache read and every cache write started so far finished (for tests,
  /// and to flush pages before the app is suspended).
  public func waitForCache() async {
    await cacheLink?.waitUntilSettled()
  }

  /// Reads the cached pages of `query` for the first load.
  func readCache(of query: Query) {
    guard let cacheLink else {
      perform(
        machine.at(elapsed()) { [now = now()] in $0.cacheRead([], now: now) },
        cause: .cacheRead(pages: 0, rows: 0, since: nil))
      return
    }
    cacheLink.read(query) { [weak self] result in
      guard let self else { return }
      var pages: [PageWindow<Item, Cursor>.LoadedPage] = []
      switch result {
      case .failure(let error): self.cacheError = error
      case .success(let cached): pages = Self.loaded(cached)
      }
      let since = self.cacheReadStart
      self.cacheReadStart = nil
      self.perform(
        self.machine.at(self.elapsed()) { [now = self.now()] in $0.cacheRead(pages, now: now) },
        cause: .cacheRead(
          pages: pages.count, rows: pages.reduce(0) { $0 + $1.page.items.count }, since: since))
    }
  }

  /// Writes what the machine asks to the cache, in order.
  func writeCache(_ write: Machine.CacheWrite) {
    guard let cacheLink else { return }
    let storedAt = now()
    let onError: @MainActor (PageCacheError) -> Void = { [weak self] in self?.cacheError = $0 }
    let query = machine.query
    switch write {
    case .replaceAll(let pages):
      cacheLink.write(
        all: pages.map { $0.cached(storedAt: storedAt) }, query: query, onError: onError)
    case .append(let pages):
      for page in pages {
        cacheLink.append(page.cached(storedAt: storedAt), of: query, onError: onError)
      }
    case .replacePage(let index, let pages):
      cacheLink.write(
        revalidated: index, of: pages.map { $0.cached(storedAt: storedAt) }, query: query,
        onError: onError)
    case .slide(let slide, let pages):
      cacheLink.slide(
        removingFirst: slide.removingFirst, removingLast: slide.removingLast,
        prepending: slide.prepended.map { $0.cached(storedAt: storedAt) },
        appending: slide.appended.map { $0.cached(storedAt: storedAt) },
        all: pages.map { $0.cached(storedAt: storedAt) }, query: query, onError: onError)
    }
  }

  /// Cached pages as the machine holds them: each keyed with its own key, or the cursor the
  /// page before named (the first page of caches written before keys were kept: `nil`).
  static func loaded(_ cached: [CachedPage<Item, Cursor>]) -> [PageWindow<Item, Cursor>.LoadedPage]
  {
    var previousNext: Cursor?
    return cached.enumerated().map { index, page in
      let key = page.key ?? (index == 0 ? nil : previousNext)
      previousNext = page.page.next
      return PageWindow.LoadedPage(key: key, page: page.page, storedAt: page.storedAt)
    }
  }
}

extension PageWindow.LoadedPage {
  /// This page as a cache stores it: stored at `storedAt`, or when it was stored before, while
  /// it was read from the cache and not revalidated since.
  func cached(storedAt: Date) -> CachedPage<Item, Cursor> {
    CachedPage(page: page, key: key, storedAt: self.storedAt ?? storedAt)
  }
}
