package import Foundation

extension PagerMachine {
  /// The cache's pages of the query arrived (none when it has none, or could not be read).
  /// When nothing is shown yet they show at once, stale since they were stored; then the
  /// first load starts, revalidating them when they have validators. When the first load is
  /// automatic and every page is fresh at `now` (``Page/freshUntil``), they stand for it and
  /// nothing loads. Dropped unless the first load still waits for them. A loader without
  /// validators does not wait: its first load runs beside the read, and when its page came
  /// first the read is dropped.
  package mutating func cacheRead(_ pages: [PageWindow<Item, Cursor>.LoadedPage], now: Date)
    -> [Action]
  {
    guard let read = cacheRead else { return [] }
    cacheRead = nil
    var actions: [Action] = []
    if !pages.isEmpty, !hasLoaded, window.pages.isEmpty {
      let change = apply(
        window.replace(with: pages, itemsBefore: pages[0].page.itemsBefore ?? 0))
      if !change.isEmpty || change.oldCount != change.newCount {
        actions.append(.publish(change))
      }
    }
    let allFresh =
      !window.pages.isEmpty
      && window.pages.allSatisfy { ($0.page.freshUntil ?? .distantPast) > now }
    if read.beside { return actions }
    if read.automatic, revalidates, allFresh {
      hasLoaded = true
      window.confirmAll()
      return actions + prefetch()
    }
    return actions + refresh(.replaceAll, readsCache: false)
  }

  /// What the cache must write after `load` made the window hold its pages now.
  func cacheWrite(after load: Request, oldKeys: [Cursor?], revalidated: Int?) -> CacheWrite? {
    guard usesCache, !window.pages.isEmpty else { return nil }
    let pages = window.pages
    let newKeys = pages.map(\.key)
    if let revalidated {
      return newKeys == oldKeys ? .replacePage(revalidated, pages) : .replaceAll(pages)
    }
    if load.direction == .append, !oldKeys.isEmpty, newKeys.count > oldKeys.count,
      Array(newKeys.prefix(oldKeys.count)) == oldKeys
    {
      return .append(Array(pages[oldKeys.count...]))
    }
    return .replaceAll(pages)
  }
}
