package import Foundation

extension PagerMachine {
  /// A cache read in flight, and what its pages are for.
  struct CacheRead {
    /// Whether the first load is the automatic one (fresh pages then stand for it).
    var automatic: Bool
    /// Whether that load runs beside the read instead of waiting for it: a loader without
    /// validators going back to the initial key, or a restoration (its anchor's page loads).
    var beside: Bool
    /// What the first load does with the cached pages once they show.
    var policy: RefreshPolicy
    /// The place a restoration comes back to: only a cached run holding its page shows.
    var restoring: PagerRestoration<Query, Cursor, Item.ID>?

    /// The cached pages to show and the rows before them: every page, placed where the first
    /// says; for a restoration, a run that holds the anchor's page (the page loaded with its
    /// cursor), placed where that page was, or none.
    func shown(from pages: [PageWindow<Item, Cursor>.LoadedPage])
      -> (pages: [PageWindow<Item, Cursor>.LoadedPage], itemsBefore: Int)?
    {
      guard let first = pages.first else { return nil }
      guard let restoring else { return (pages, first.page.itemsBefore ?? 0) }
      guard let index = pages.firstIndex(where: { $0.key == restoring.cursor }) else { return nil }
      let rowsBefore = pages[..<index].reduce(0) { $0 + $1.page.items.count }
      return (pages, first.page.itemsBefore ?? max(0, restoring.itemsBefore - rowsBefore))
    }
  }

  /// The cache's pages of the query arrived (none when it has none, or could not be read).
  /// When nothing is shown yet they show at once, stale since they were stored; then the
  /// first load starts, revalidating them when they have validators. When the first load is
  /// automatic and every page is fresh at `now` (``Page/freshUntil``), they stand for it and
  /// nothing loads. Dropped unless the first load still waits for them. A loader without
  /// validators does not wait: its first load runs beside the read, and when its page came
  /// first the read is dropped.
  ///
  /// The first load follows the policy of the refresh that read the cache:
  /// ``RefreshPolicy/replaceAll`` loads the initial key and replaces the pages (it revalidates
  /// them in place when they start at the initial key and have validators);
  /// ``RefreshPolicy/keepPosition`` reloads the page of the first row shown and keeps that row
  /// where it is; ``RefreshPolicy/revalidateLoaded`` revalidates every page where it is.
  ///
  /// A restoration's read shows the pages only when they hold the anchor's page, placed where
  /// it was, with ``anchor`` set; the anchor's page loads beside the read, and when it fails
  /// (offline) the cached pages stay.
  package mutating func cacheRead(_ pages: [PageWindow<Item, Cursor>.LoadedPage], now: Date)
    -> [Action]
  {
    guard let read = cacheRead else { return [] }
    cacheRead = nil
    var actions: [Action] = []
    if !hasLoaded, window.pages.isEmpty, let shown = read.shown(from: pages) {
      let change = apply(window.replace(with: shown.pages, itemsBefore: shown.itemsBefore))
      if let id = read.restoring?.anchorID, let index = items.index(id: id) {
        anchorID = id
        lastPosition = window.placeholdersBefore + index
      }
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
    return actions + refresh(read.policy, readsCache: false)
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
