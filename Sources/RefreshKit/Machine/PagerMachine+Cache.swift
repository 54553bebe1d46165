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
    let newKeys = pages.map { $0.key }
    if let revalidated {
      return newKeys == oldKeys ? .replacePage(revalidated, pages) : .replaceAll(pages)
    }
    guard load.direction != .refresh, let slide = Self.slide(from: oldKeys, to: pages),
      !(slide.prepended.isEmpty && slide.appended.isEmpty)
    else { return .replaceAll(pages) }
    if slide.removingFirst == 0, slide.removingLast == 0, slide.prepended.isEmpty {
      return .append(slide.appended)
    }
    return .slide(slide, pages)
  }

  /// How the window went from pages keyed `oldKeys` to `pages`, when the pages kept are one
  /// run of the old ones in the same order (the window only lost pages at its ends and gained
  /// some at its ends); `nil` otherwise, and when nothing was kept.
  static func slide(from oldKeys: [Cursor?], to pages: [PageWindow<Item, Cursor>.LoadedPage])
    -> CacheSlide?
  {
    let newKeys = pages.map { $0.key }
    guard let start = oldKeys.firstIndex(where: { newKeys.contains($0) }),
      let position = newKeys.firstIndex(of: oldKeys[start])
    else { return nil }
    var kept = 0
    while start + kept < oldKeys.count, position + kept < newKeys.count,
      oldKeys[start + kept] == newKeys[position + kept]
    {
      kept += 1
    }
    let prepended = newKeys[..<position]
    let appended = newKeys[(position + kept)...]
    let removed = oldKeys[..<start] + oldKeys[(start + kept)...]
    // Every page is either kept or new: none repeats, none removed comes back elsewhere.
    guard Set(oldKeys).count == oldKeys.count, Set(newKeys).count == newKeys.count,
      !prepended.contains(where: removed.contains), !appended.contains(where: removed.contains)
    else { return nil }
    return CacheSlide(
      removingFirst: start, removingLast: oldKeys.count - start - kept,
      prepended: Array(pages[..<position]), appended: Array(pages[(position + kept)...]))
  }
}
