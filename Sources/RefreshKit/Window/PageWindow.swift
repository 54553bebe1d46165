/// The pages a ``WindowedPager`` holds: a run of neighbouring pages, the items they show
/// (unique by id) and the placeholders counted for what lies before and after them.
///
/// A pure value: every operation returns the ``WindowChange`` it made, so it is tested without
/// a loader, and a screen could drive one by itself.
///
/// ```swift
/// var window = PageWindow<Message, Int>(maxItems: 300)
/// _ = window.replace(with: WindowPage(items: page7, previous: 6, next: 8), key: 7)
/// let change = window.append(WindowPage(items: page8, previous: 7, next: 9), key: 8)
/// ```
///
/// Rules:
/// - An id that two loaded pages send shows once, at its first position, with the value of
///   the page loaded last (the same rule as ``Pager``).
/// - Past ``maxItems``, whole pages are dropped, the one farther from the protected position
///   (the row on screen) first, never one within `keepAround` rows of it;
///   the dropped items become placeholders, and the neighbour's cursor loads them again.
/// - Placeholders follow the server's `itemsBefore`/`itemsAfter` when a page at the edge
///   carries them; otherwise they are counted from what was dropped and loaded.
public struct PageWindow<Item: Identifiable & Equatable & Sendable, Cursor: Hashable & Sendable>:
  Sendable
where Item.ID: Sendable {
  /// One loaded page and the cursors around it.
  public struct LoadedPage: Sendable {
    /// The cursor it was loaded with (`nil` for a first load without a key).
    public var key: Cursor?
    /// What the loader returned.
    public var page: WindowPage<Item, Cursor>

    /// A page loaded with `key`.
    public init(key: Cursor?, page: WindowPage<Item, Cursor>) {
      self.key = key
      self.page = page
    }
  }

  /// The loaded pages, in order.
  public internal(set) var pages: [LoadedPage] = []
  /// The items of the loaded pages, unique by id.
  public internal(set) var items = IdentifiedItems<Item>()
  /// The items counted before ``items`` and not held.
  public internal(set) var placeholdersBefore = 0
  /// The items counted after ``items`` and not held.
  public internal(set) var placeholdersAfter = 0
  /// The most items held; `nil` for no bound.
  public var maxItems: Int?
  /// How many rows around the protected position a trim keeps (the prefetch distance), so a
  /// trim never starts a load in the other direction.
  public var keepAround: Int

  /// An empty window holding at most `maxItems` items, keeping `keepAround` rows on each
  /// side of the row on screen.
  public init(maxItems: Int? = nil, keepAround: Int = 0) {
    self.maxItems = maxItems
    self.keepAround = keepAround
  }

  /// The cursor that loads the page before the first one held, if there is one.
  public var previousCursor: Cursor? { pages.first?.page.previous }
  /// The cursor that loads the page after the last one held, if there is one.
  public var nextCursor: Cursor? { pages.last?.page.next }
  /// Whether the first page of the data is held (nothing more to prepend).
  public var reachedStart: Bool { pages.first.map { $0.page.previous == nil } ?? false }
  /// Whether the last page of the data is held (nothing more to append).
  public var reachedEnd: Bool { pages.last.map { $0.page.next == nil } ?? false }
  /// Placeholders, items and placeholders: every position a list of this window shows.
  public var positionCount: Int { placeholdersBefore + items.count + placeholdersAfter }

  /// The index in ``pages`` of the page that holds `id`.
  public func pageIndex(of id: Item.ID) -> Int? {
    pages.firstIndex { $0.page.items.contains { $0.id == id } }
  }

  /// The page that holds the item at `index` of ``items``.
  public func pageIndex(ofItemAt index: Int) -> Int? {
    guard items.indices.contains(index) else { return nil }
    return pageIndex(of: items[index].id)
  }

  /// Holds `page` alone: a refresh or a jump. `itemsBefore` places it when the page does not
  /// say (a jump knows where it lands); otherwise the placeholders before start at 0.
  public mutating func replace(
    with page: WindowPage<Item, Cursor>, key: Cursor?, itemsBefore: Int? = nil
  ) -> WindowChange<Item.ID> {
    change {
      $0.pages = [LoadedPage(key: key, page: page)]
      $0.placeholdersBefore = page.previous == nil ? 0 : page.itemsBefore ?? itemsBefore ?? 0
      $0.placeholdersAfter = page.next == nil ? 0 : page.itemsAfter ?? 0
    }
  }

  /// Holds `pages` (neighbours, in order) instead of what it held: a refresh that kept its place.
  public mutating func replace(
    with pages: [LoadedPage], itemsBefore: Int
  ) -> WindowChange<Item.ID> {
    change {
      $0.pages = pages
      let first = pages.first?.page
      let last = pages.last?.page
      $0.placeholdersBefore = first?.previous == nil ? 0 : first?.itemsBefore ?? itemsBefore
      $0.placeholdersAfter = last?.next == nil ? 0 : last?.itemsAfter ?? 0
    }
  }

  /// Adds `page` after the last one, then trims past ``maxItems`` (see the rules above).
  public mutating func append(
    _ page: WindowPage<Item, Cursor>, key: Cursor?, protecting position: Int? = nil
  ) -> WindowChange<Item.ID> {
    let fits = maxItems.map { heldCount + page.items.count <= $0 } ?? true
    if fits { return appendWithoutTrim(page, key: key) }
    return change {
      $0.pages.append(LoadedPage(key: key, page: page))
      $0.placeholdersAfter = $0.placeholders(after: page)
      $0.trim(protecting: position, fromStart: true)
    }
  }

  /// Adds `pages` after the last one, in order, as one change (pipelined pages).
  public mutating func append(
    contentsOf pages: [(page: WindowPage<Item, Cursor>, key: Cursor?)],
    protecting position: Int? = nil
  ) -> WindowChange<Item.ID> {
    if pages.count == 1 { return append(pages[0].page, key: pages[0].key, protecting: position) }
    return change {
      for (page, key) in pages {
        $0.pages.append(LoadedPage(key: key, page: page))
        $0.placeholdersAfter = $0.placeholders(after: page)
      }
      $0.trim(protecting: position, fromStart: true)
    }
  }

  /// Adds `page` before the first one, then trims past ``maxItems`` (see the rules above).
  public mutating func prepend(
    _ page: WindowPage<Item, Cursor>, key: Cursor?, protecting position: Int? = nil
  ) -> WindowChange<Item.ID> {
    change {
      $0.pages.insert(LoadedPage(key: key, page: page), at: 0)
      $0.placeholdersBefore =
        page.previous == nil
        ? 0 : page.itemsBefore ?? max(0, $0.placeholdersBefore - page.items.count)
      $0.trim(protecting: position, fromStart: false)
    }
  }

  /// Replaces the page at `index` with a newer copy (a revalidation); when the newer copy
  /// is the last page of the data, the pages after it go.
  public mutating func replacePage(
    at index: Int, with page: WindowPage<Item, Cursor>, key: Cursor?
  ) -> WindowChange<Item.ID> {
    change {
      guard $0.pages.indices.contains(index) else { return }
      $0.pages[index] = LoadedPage(key: key, page: page)
      if page.next == nil { $0.pages.removeSubrange((index + 1)...) }
      if index == 0 {
        $0.placeholdersBefore = page.previous == nil ? 0 : page.itemsBefore ?? $0.placeholdersBefore
      }
      if index == $0.pages.count - 1 {
        $0.placeholdersAfter = page.next == nil ? 0 : page.itemsAfter ?? $0.placeholdersAfter
      }
    }
  }

  /// Forgets everything (a new query).
  public mutating func reset() -> WindowChange<Item.ID> {
    change {
      $0.pages = []
      $0.placeholdersBefore = 0
      $0.placeholdersAfter = 0
    }
  }
}
