package import Foundation

/// The server's pages a ``Pager`` holds: a run of neighbouring pages, the items they send
/// (unique by id) and the placeholders counted for what lies before and after them. The
/// pager's edits are laid over these items by ``ItemEdits``.
///
/// A pure value: every operation returns the ``ListChange`` it made, so it is tested without
/// a loader.
///
/// ```swift
/// var window = PageWindow<Message, Int>(maxItems: 300)
/// _ = window.replace(with: Page(items: page7, previous: 6, next: 8), key: 7)
/// let change = window.append(Page(items: page8, previous: 7, next: 9), key: 8)
/// ```
///
/// Rules:
/// - An id that two loaded pages send shows once, at its first position, with the value of
///   the page loaded last (the same rule as ``Pager``).
/// - Past ``maxItems``, whole pages are dropped, the one farther from the protected position
///   (the row on screen) first, never one within `keepAround` rows of it (nor, after it,
///   within `keepAround + keepAhead` rows: the pages a pipeline loaded ahead);
///   the dropped items become placeholders, and the neighbour's cursor loads them again.
/// - Placeholders follow the server's `itemsBefore`/`itemsAfter` when a page at the edge
///   carries them; otherwise they are counted from what was dropped and loaded.
package struct PageWindow<Item: Identifiable & Equatable & Sendable, Cursor: Hashable & Sendable>:
  Sendable
where Item.ID: Sendable {
  /// One loaded page and the cursors around it.
  package struct LoadedPage: Sendable {
    /// The cursor it was loaded with (`nil` for a first load without a key).
    package var key: Cursor?
    /// What the loader returned.
    package var page: Page<Item, Cursor>
    /// When a ``PageCache`` stored the page, while it was read from the cache and not
    /// loaded or revalidated since; `nil` for a page from the source.
    package var storedAt: Date?

    /// A page loaded with `key` (or read from the cache, stored at `storedAt`).
    package init(key: Cursor?, page: Page<Item, Cursor>, storedAt: Date? = nil) {
      self.key = key
      self.page = page
      self.storedAt = storedAt
    }
  }

  /// The loaded pages, in order.
  package internal(set) var pages: [LoadedPage] = []
  /// The items of the loaded pages, unique by id.
  package internal(set) var items = IdentifiedItems<Item>()
  /// The items counted before ``items`` and not held.
  package internal(set) var placeholdersBefore = 0
  /// The items counted after ``items`` and not held.
  package internal(set) var placeholdersAfter = 0
  /// The items the pages send, counted once per page entry (kept, not summed per page).
  package internal(set) var heldCount = 0
  /// The keys of the pages held (kept, not searched per page).
  var keys: Set<Cursor?> = []
  /// Whether ``dropped`` collects the ids of the items the window stops holding.
  package var tracksDropped = false
  /// The ids of the items the window stopped holding since it was last emptied (trims,
  /// replacements, resets), while ``tracksDropped``.
  package var dropped: [Item.ID] = []
  /// The pages ``trim(protecting:fromStart:)`` dropped since the driver last emptied this:
  /// their cursors, row counts and end (for the pager's events).
  package var trimmed: [(key: Cursor?, rows: Int, atStart: Bool)] = []
  /// The most items held; `nil` for no bound.
  package var maxItems: Int?
  /// How many rows around the protected position a trim keeps (the prefetch distance), so a
  /// trim never starts a load in the other direction.
  package var keepAround: Int
  /// How many rows a trim keeps after the protected position beyond ``keepAround``: the pages
  /// a pipelined prefetch loads ahead (``PagerConfiguration/pipelineDepth`` − 1 pages), so a
  /// trim never drops a page the pipeline just loaded.
  package var keepAhead: Int

  /// Appends the items of a page (compiled for the app's item type, see ``PageAppender``).
  let appender: PageAppender<Item>

  /// An empty window holding at most `maxItems` items, keeping `keepAround` rows on each
  /// side of the row on screen and `keepAhead` more after it.
  package init(
    maxItems: Int? = nil, keepAround: Int = 0, keepAhead: Int = 0,
    appender: PageAppender<Item> = .specialized
  ) {
    self.maxItems = maxItems
    self.keepAround = keepAround
    self.keepAhead = keepAhead
    self.appender = appender
  }

  /// The cursor that loads the page before the first one held, if there is one.
  package var previousCursor: Cursor? { pages.first?.page.previous }
  /// The cursor that loads the page after the last one held, if there is one.
  package var nextCursor: Cursor? { pages.last?.page.next }
  /// Whether the first page of the data is held (nothing more to prepend).
  package var reachedStart: Bool { pages.first.map { $0.page.previous == nil } ?? false }
  /// Whether the last page of the data is held (nothing more to append).
  package var reachedEnd: Bool { pages.last.map { $0.page.next == nil } ?? false }
  /// Placeholders, items and placeholders: every position a list of this window shows.
  package var positionCount: Int { placeholdersBefore + items.count + placeholdersAfter }

  /// Whether a page loaded with `key` is held. O(1).
  package func holdsPage(at key: Cursor) -> Bool { keys.contains(key) }

  /// The index in ``pages`` of the page that holds `id`.
  package func pageIndex(of id: Item.ID) -> Int? {
    pages.firstIndex { $0.page.items.contains { $0.id == id } }
  }

  /// The page that holds the item at `index` of ``items``.
  package func pageIndex(ofItemAt index: Int) -> Int? {
    guard items.indices.contains(index) else { return nil }
    return pageIndex(of: items[index].id)
  }

  /// Holds `page` alone: a refresh or a jump. `itemsBefore` places it when the page does not
  /// say (a jump knows where it lands); otherwise the placeholders before start at 0.
  package mutating func replace(
    with page: Page<Item, Cursor>, key: Cursor?, itemsBefore: Int? = nil
  ) -> ListChange<Item.ID> {
    change {
      $0.pages = [LoadedPage(key: key, page: page)]
      $0.placeholdersBefore = page.previous == nil ? 0 : page.itemsBefore ?? itemsBefore ?? 0
      $0.placeholdersAfter = page.next == nil ? 0 : page.itemsAfter ?? 0
    }
  }

  /// Holds `pages` (neighbours, in order) instead of what it held: a refresh that kept its place.
  package mutating func replace(
    with pages: [LoadedPage], itemsBefore: Int
  ) -> ListChange<Item.ID> {
    change {
      $0.pages = pages
      let first = pages.first?.page
      let last = pages.last?.page
      $0.placeholdersBefore = first?.previous == nil ? 0 : first?.itemsBefore ?? itemsBefore
      $0.placeholdersAfter = last?.next == nil ? 0 : last?.itemsAfter ?? 0
    }
  }

  /// Adds `page` after the last one, then trims past ``maxItems`` (see the rules above).
  package mutating func append(
    _ page: Page<Item, Cursor>, key: Cursor?, protecting position: Int? = nil
  ) -> ListChange<Item.ID> {
    let fits = maxItems.map { heldCount + page.items.count <= $0 } ?? true
    if fits { return appendWithoutTrim(page, key: key) }
    return change {
      $0.pages.append(LoadedPage(key: key, page: page))
      $0.placeholdersAfter = $0.placeholders(after: page)
      $0.trim(protecting: position, fromStart: true)
    }
  }

  /// Adds `pages` after the last one, in order, as one change (pipelined pages).
  package mutating func append(
    contentsOf pages: [(page: Page<Item, Cursor>, key: Cursor?)],
    protecting position: Int? = nil
  ) -> ListChange<Item.ID> {
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
  package mutating func prepend(
    _ page: Page<Item, Cursor>, key: Cursor?, protecting position: Int? = nil
  ) -> ListChange<Item.ID> {
    change {
      $0.pages.insert(LoadedPage(key: key, page: page), at: 0)
      $0.placeholdersBefore =
        page.previous == nil
        ? 0 : page.itemsBefore ?? max(0, $0.placeholdersBefore - page.items.count)
      $0.trim(protecting: position, fromStart: false)
    }
  }

  /// Replaces the page at `index` with a newer copy (a revalidation); with `dropsAfter` (the
  /// newer copy is the last page of the data, or points elsewhere) the pages after it go.
  package mutating func replacePage(
    at index: Int, with page: Page<Item, Cursor>, key: Cursor?, dropsAfter: Bool
  ) -> ListChange<Item.ID> {
    change {
      guard $0.pages.indices.contains(index) else { return }
      $0.pages[index] = LoadedPage(key: key, page: page)
      if dropsAfter { $0.pages.removeSubrange((index + 1)...) }
      if index == 0 {
        $0.placeholdersBefore = page.previous == nil ? 0 : page.itemsBefore ?? $0.placeholdersBefore
      }
      if index == $0.pages.count - 1 {
        $0.placeholdersAfter = page.next == nil ? 0 : page.itemsAfter ?? $0.placeholdersAfter
      }
    }
  }

  /// Keeps the page at `index` as it is, with the validator and freshness of an "unchanged"
  /// answer; it is no longer stale. Nothing shown changes.
  package mutating func confirmPage(
    at index: Int, validator: PageValidator?, freshUntil: Date?
  ) -> ListChange<Item.ID> {
    if pages.indices.contains(index) {
      pages[index].page.validator = validator ?? pages[index].page.validator
      pages[index].page.freshUntil = freshUntil
      pages[index].storedAt = nil
    }
    var change = ListChange<Item.ID>(oldCount: items.count, newCount: items.count)
    change.oldPlaceholdersBefore = placeholdersBefore
    change.placeholdersBefore = placeholdersBefore
    change.oldPlaceholdersAfter = placeholdersAfter
    change.placeholdersAfter = placeholdersAfter
    return change
  }

  /// Marks every page as loaded: fresh cached pages stand for a first load.
  package mutating func confirmAll() {
    for index in pages.indices { pages[index].storedAt = nil }
  }

  /// Forgets everything (a new query).
  package mutating func reset() -> ListChange<Item.ID> {
    change {
      $0.pages = []
      $0.placeholdersBefore = 0
      $0.placeholdersAfter = 0
    }
  }
}
