import Foundation

extension Pager {
  /// Applies `page` as the revalidation of the page held at its place; returns `false` when
  /// it is an ordinary load (the caller applies it as one).
  func receiveRevalidated(_ page: Page<Item, Cursor>, replace: Bool, cursor: Cursor?) -> Bool {
    guard let held else { return false }
    if replace {
      guard let first = held.pages.first, page.isUnchanged || first.validator != nil else {
        held.endRun()
        return false
      }
      held.revalidating = 0
    }
    guard let index = held.revalidating else { return false }
    guard held.pages.indices.contains(index), held.pages[index].cursor == cursor else {
      dropHeldPages(from: index)  // not the page held there: load on from this page
      return false
    }
    if replace { hasLoaded = true }
    let old = held.pages[index]
    held.pages[index] = HeldPages.Record(page, cursor: cursor)
    var change: ListChange<Item.ID>?
    var dropped = false
    if !page.isUnchanged {
      dropped = page.next != old.next && index + 1 < held.pages.count
      if dropped { held.pages.removeSubrange((index + 1)...) }
      change = list.replaceServerRows(with: held.pages.flatMap(\.items))
    }
    writeRevalidated(at: index, dropped: dropped)
    held.revalidating = index + 1 < held.pages.count ? index + 1 : nil
    held.needsNextRevalidation = held.revalidating != nil
    if held.revalidating == nil { held.endRun() }
    staleSince = held.staleSince
    if let change, !change.isEmpty { publish(change) }
    return true
  }

  /// Keeps a page of an ordinary load as held (a refresh replaces every page held).
  func hold(_ page: Page<Item, Cursor>, replace: Bool, cursor: Cursor?) {
    guard let held else { return }
    if replace {
      held.endRun()
      held.pages = [HeldPages.Record(page, cursor: cursor)]
    } else {
      held.pages.append(HeldPages.Record(page, cursor: cursor))
    }
  }

  /// After a revalidated page settled, loads the next held page (see ``run(_:)``).
  func continueRevalidation() {
    guard let held, held.needsNextRevalidation else { return }
    held.needsNextRevalidation = false
    guard machine.runningAction == nil, machine.operator.canLoadMore else { return }
    start(.loadingMore)
  }

  /// Forgets the pages held from `index` on, and their rows; ends the revalidation.
  private func dropHeldPages(from index: Int) {
    guard let held else { return }
    held.endRun()
    guard index < held.pages.count else { return }
    held.pages.removeSubrange(index...)
    let change = list.replaceServerRows(with: held.pages.flatMap(\.items))
    staleSince = held.staleSince
    writeRevalidated(at: index, dropped: true)
    if !change.isEmpty { publish(change) }
  }

  /// Writes the revalidated page at `index` to the cache, or every page held when the pages
  /// after it were dropped; nothing when the page came from the cache itself.
  private func writeRevalidated(at index: Int, dropped: Bool) {
    guard let held, let cacheLink, !held.answersFromCache else { return }
    let storedAt = cacheLink.now()
    let pages = held.pages.map { $0.cached(storedAt: storedAt) }
    let onError: @MainActor (PageCacheError) -> Void = { [weak self] in self?.cacheError = $0 }
    if dropped {
      cacheLink.write(all: pages, query: currentQuery, onError: onError)
    } else {
      cacheLink.write(revalidated: index, of: pages, query: currentQuery, onError: onError)
    }
  }
}
