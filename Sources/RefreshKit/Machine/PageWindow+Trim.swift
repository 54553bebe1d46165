extension PageWindow {
  /// Applies `edit` to the pages, rebuilds the items and returns the change.
  mutating func change(_ edit: (inout Self) -> Void) -> ListChange<Item.ID> {
    let oldItems = items
    let oldBefore = placeholdersBefore
    let oldAfter = placeholdersAfter
    edit(&self)
    items = Self.flatten(pages)
    heldCount = pages.reduce(0) { $0 + $1.page.items.count }
    keys = Set(pages.map { $0.key })
    var change = ListChange(from: oldItems, to: items, id: { $0.id }, isUpdated: !=)
    if tracksDropped { dropped += change.removedIndices.map { oldItems[$0].id } }
    change.oldPlaceholdersBefore = oldBefore
    change.oldPlaceholdersAfter = oldAfter
    change.placeholdersBefore = placeholdersBefore
    change.placeholdersAfter = placeholdersAfter
    return change
  }

  /// Drops whole pages while more than ``maxItems`` are held: the page farther from
  /// `position` (among all rows, placeholders included) first, and only when the rows left
  /// around the position do not call for a prefetch (``keepAround`` is the prefetch
  /// distance) and, after it, hold the pages a pipeline loaded ahead (``keepAhead``).
  /// Without a position, pages go from the side away from the load (`fromStart` after an
  /// append).
  mutating func trim(protecting position: Int?, fromStart: Bool) {
    heldCount = pages.reduce(0) { $0 + $1.page.items.count }
    guard let maxItems else { return }
    while pages.count > 1, heldCount > maxItems {
      let first = pages[0].page.items.count
      let last = pages[pages.count - 1].page.items.count
      guard let position else {
        fromStart ? dropFirstPage() : dropLastPage()
        continue
      }
      // A page may go when more than `keepAround` rows stay between it and the position
      // (a prefetch starts at `keepAround` rows or fewer), and after it `keepAhead` more (the
      // pipeline's pages): the gaps count the rows beyond that.
      let aboveGap = position - (placeholdersBefore + first) - keepAround - 1
      let belowGap =
        (placeholdersBefore + heldCount - last) - position - 1 - keepAround - keepAhead - 1
      guard aboveGap >= 0 || belowGap >= 0 else { return }
      aboveGap >= belowGap ? dropFirstPage() : dropLastPage()
    }
  }

  private mutating func dropFirstPage() {
    let page = pages.removeFirst()
    let dropped = page.page.items.count
    trimmed.append((page.key, dropped, atStart: true))
    heldCount -= dropped
    placeholdersBefore = pages[0].page.itemsBefore ?? placeholdersBefore + dropped
  }

  private mutating func dropLastPage() {
    let page = pages.removeLast()
    let dropped = page.page.items.count
    trimmed.append((page.key, dropped, atStart: false))
    heldCount -= dropped
    placeholdersAfter = pages[pages.count - 1].page.itemsAfter ?? placeholdersAfter + dropped
  }

  /// Appends without rebuilding the items: the fast path when nothing is trimmed.
  mutating func appendWithoutTrim(_ page: Page<Item, Cursor>, key: Cursor?)
    -> ListChange<Item.ID>
  {
    let oldCount = items.count
    let oldAfter = placeholdersAfter
    pages.append(LoadedPage(key: key, page: page))
    heldCount += page.items.count
    keys.insert(key)
    placeholdersAfter = placeholders(after: page)
    let updated = appender.append(&items, page.items, oldCount)
    var change = ListChange<Item.ID>.appending(
      items.count - oldCount, to: oldCount, updatedIDs: updated)
    change.oldPlaceholdersBefore = placeholdersBefore
    change.oldPlaceholdersAfter = oldAfter
    change.placeholdersBefore = placeholdersBefore
    change.placeholdersAfter = placeholdersAfter
    return change
  }

  /// The placeholders after the window once `page` is its last page.
  func placeholders(after page: Page<Item, Cursor>) -> Int {
    page.next == nil ? 0 : page.itemsAfter ?? max(0, placeholdersAfter - page.items.count)
  }

  static func flatten(_ pages: [LoadedPage]) -> IdentifiedItems<Item> {
    var items = IdentifiedItems<Item>()
    for loaded in pages {
      for item in loaded.page.items { _ = items.appendOrUpdate(item) }
    }
    return items
  }
}

extension PageWindow {
  /// Whether a page of `count` rows loaded now before the held pages (`atStart`) or after
  /// them would stay held: `false` when ``trim(protecting:fromStart:)``, keeping `position`,
  /// would drop that very page again at once. O(pages held).
  func keepsLoadedPage(of count: Int, atStart: Bool, protecting position: Int) -> Bool {
    guard let maxItems, heldCount + count > maxItems else { return true }
    var counts = pages.map { $0.page.items.count }
    var before = placeholdersBefore
    if atStart {
      counts.insert(count, at: 0)
      before = max(0, before - count)
    } else {
      counts.append(count)
    }
    var held = heldCount + count
    var first = 0
    var last = counts.count - 1
    while last > first, held > maxItems {
      let aboveGap = position - (before + counts[first]) - keepAround - 1
      let belowGap =
        (before + held - counts[last]) - position - 1 - keepAround - keepAhead - 1
      guard aboveGap >= 0 || belowGap >= 0 else { return true }
      if aboveGap >= belowGap {
        if atStart, first == 0 { return false }
        before += counts[first]
        held -= counts[first]
        first += 1
      } else {
        if !atStart, last == counts.count - 1 { return false }
        held -= counts[last]
        last -= 1
      }
    }
    return true
  }
}
