extension PagerMachine {
  /// Applies a refresh page by the plan in force; `nil` while a kept anchor is still sought.
  mutating func applyRefresh(
    _ load: Request, page: Page<Item, Cursor>, actions: inout [Action], applied: inout Applied
  ) -> ListChange<Item.ID>? {
    let loaded = PageWindow<Item, Cursor>.LoadedPage(key: load.cursor, page: page)
    switch plan {
    case .replace(let itemsBefore):
      hasLoaded = true
      cacheRead = nil  // a cached copy read later is older than this page
      anchorID = nil
      if itemsBefore == nil {
        lastPosition = nil
        applied.refreshed = true
      }
      return window.replace(with: page, key: load.cursor, itemsBefore: itemsBefore)
    case .keep(let id, let itemsBefore, let step):
      let change = keep(
        id, itemsBefore: itemsBefore, step: step, arrived: loaded, actions: &actions)
      applied.refreshed = change != nil
      return change
    case .revalidate:
      return revalidate(arrived: loaded, actions: &actions, applied: &applied)
    }
  }

  private mutating func keep(
    _ id: Item.ID, itemsBefore: Int, step: RefreshPlan<Cursor, Item>.KeepStep,
    arrived: PageWindow<Item, Cursor>.LoadedPage, actions: inout [Action]
  ) -> ListChange<Item.ID>? {
    let holds = arrived.page.items.contains { $0.id == id }
    switch step {
    case .center where holds: return settleKeep(id, [arrived], itemsBefore: itemsBefore)
    case .center:
      if let next = arrived.page.next {
        return seek(id, itemsBefore, .after(center: arrived), next, &actions)
      }
      if let previous = arrived.page.previous {
        return seek(id, itemsBefore, .before(center: arrived), previous, &actions)
      }
      return settleKeep(id, [arrived], itemsBefore: itemsBefore)
    case .after(let center) where holds:
      return settleKeep(id, [center, arrived], itemsBefore: itemsBefore)
    case .after(let center):
      if let previous = center.page.previous {
        return seek(id, itemsBefore, .before(center: center), previous, &actions)
      }
      return settleKeep(id, [center], itemsBefore: itemsBefore)
    case .before(let center) where holds:
      return settleKeep(
        id, [arrived, center], itemsBefore: max(0, itemsBefore - arrived.page.items.count))
    case .before(let center):
      return settleKeep(id, [center], itemsBefore: itemsBefore)
    }
  }

  private mutating func seek(
    _ id: Item.ID, _ itemsBefore: Int, _ step: RefreshPlan<Cursor, Item>.KeepStep,
    _ cursor: Cursor, _ actions: inout [Action]
  ) -> ListChange<Item.ID>? {
    plan = .keep(anchor: id, itemsBefore: itemsBefore, step: step)
    actions.append(start(.refresh, cursor: cursor))
    return nil
  }

  private mutating func settleKeep(
    _ id: Item.ID, _ pages: [PageWindow<Item, Cursor>.LoadedPage], itemsBefore: Int
  ) -> ListChange<Item.ID> {
    hasLoaded = true
    let change = window.replace(with: pages, itemsBefore: itemsBefore)
    if let index = window.items.index(id: id) {
      anchorID = id
      lastPosition = window.placeholdersBefore + index
    } else {
      anchorID = nil
    }
    return change
  }

  /// Replaces (or confirms, when unchanged) the held page the revalidation reached, then
  /// loads the next held page with its validator. When the page's next cursor is not the
  /// next held page's, the pages after it go and paging goes on from the new cursor.
  private mutating func revalidate(
    arrived: PageWindow<Item, Cursor>.LoadedPage, actions: inout [Action], applied: inout Applied
  ) -> ListChange<Item.ID>? {
    hasLoaded = true
    guard let index = window.pages.firstIndex(where: { $0.key == arrived.key }) else {
      return nil  // the page left the window while the refresh was failing: nothing to revalidate
    }
    applied.revalidatedIndex = index
    let change: ListChange<Item.ID>
    if arrived.page.isUnchanged {
      change = window.confirmPage(
        at: index, validator: arrived.page.validator, freshUntil: arrived.page.freshUntil)
    } else {
      let nextHeld = index + 1 < window.pages.count ? window.pages[index + 1].key : nil
      change = window.replacePage(
        at: index, with: arrived.page, key: arrived.key,
        dropsAfter: arrived.page.next == nil || arrived.page.next != nextHeld)
    }
    let kept = window.pages[index].page
    guard index + 1 < window.pages.count, let next = kept.next else { return change }
    actions.append(
      start(.refresh, cursor: next, validator: window.pages[index + 1].page.validator))
    return change
  }
}
