extension WindowMachine {
  /// Applies a refresh page by the plan in force; `nil` while a kept anchor is still sought.
  mutating func applyRefresh(
    _ load: WindowLoad<Query, Cursor>, page: WindowPage<Item, Cursor>, actions: inout [Action]
  ) -> WindowChange<Item.ID>? {
    let loaded = PageWindow<Item, Cursor>.LoadedPage(key: load.cursor, page: page)
    switch plan {
    case .replace(let itemsBefore):
      hasLoaded = true
      anchor = nil
      if itemsBefore == nil { lastPosition = nil }
      return window.replace(with: page, key: load.cursor, itemsBefore: itemsBefore)
    case .keep(let id, let itemsBefore, let step):
      return keep(id, itemsBefore: itemsBefore, step: step, arrived: loaded, actions: &actions)
    case .revalidate:
      return revalidate(arrived: loaded, actions: &actions)
    }
  }

  private mutating func keep(
    _ id: Item.ID, itemsBefore: Int, step: RefreshPlan<Item.ID, Item, Cursor>.KeepStep,
    arrived: PageWindow<Item, Cursor>.LoadedPage, actions: inout [Action]
  ) -> WindowChange<Item.ID>? {
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
    _ id: Item.ID, _ itemsBefore: Int, _ step: RefreshPlan<Item.ID, Item, Cursor>.KeepStep,
    _ cursor: Cursor, _ actions: inout [Action]
  ) -> WindowChange<Item.ID>? {
    plan = .keep(anchor: id, itemsBefore: itemsBefore, step: step)
    actions.append(start(.refresh, cursor: cursor))
    return nil
  }

  private mutating func settleKeep(
    _ id: Item.ID, _ pages: [PageWindow<Item, Cursor>.LoadedPage], itemsBefore: Int
  ) -> WindowChange<Item.ID> {
    hasLoaded = true
    let change = window.replace(with: pages, itemsBefore: itemsBefore)
    if let index = window.items.index(id: id) {
      anchor = WindowAnchor(id: id, position: window.placeholdersBefore + index)
      lastPosition = anchor?.position
    } else {
      anchor = nil
    }
    return change
  }

  private mutating func revalidate(
    arrived: PageWindow<Item, Cursor>.LoadedPage, actions: inout [Action]
  ) -> WindowChange<Item.ID>? {
    hasLoaded = true
    guard let index = window.pages.firstIndex(where: { $0.key == arrived.key }) else {
      return nil  // the page left the window while the refresh was failing: nothing to revalidate
    }
    var change: WindowChange<Item.ID>?
    if arrived.page.isUnchanged {
      window.pages[index].page.validator =
        arrived.page.validator ?? window.pages[index].page.validator
      window.pages[index].page.freshUntil = arrived.page.freshUntil
    } else {
      change = window.replacePage(at: index, with: arrived.page, key: arrived.key)
    }
    let kept = window.pages[index].page
    guard index + 1 < window.pages.count, let next = kept.next else { return change }
    let validator =
      window.pages[index + 1].key == next ? window.pages[index + 1].page.validator : nil
    actions.append(start(.refresh, cursor: next, validator: validator))
    return change
  }
}
