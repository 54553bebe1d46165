/// A pager's items: ordered, unique by `id`, with O(1) lookup by id and random access by index.
///
/// ```swift
/// let repo = pager.items[id: 42]          // O(1)
/// let row = pager.items.index(id: 42)     // O(1)
/// for repo in pager.items { print(repo.name) }
/// ```
public struct IdentifiedItems<Item: Identifiable & Sendable>: RandomAccessCollection, Sendable
where Item.ID: Sendable {
  @usableFromInline var elements: [Item]
  @usableFromInline var indexByID: [Item.ID: Int]

  /// An empty list.
  package init() {
    elements = []
    indexByID = [:]
  }

  /// The items of `items`, keeping the first position of each id and the last value.
  package init(_ items: some Sequence<Item>) {
    self.init()
    for item in items { appendOrUpdate(item) }
  }

  /// The first index.
  public var startIndex: Int { 0 }
  /// One past the last index.
  public var endIndex: Int { elements.count }
  /// The item at `position`.
  public subscript(position: Int) -> Item { elements[position] }

  /// The item with `id`, if present. O(1).
  public subscript(id id: Item.ID) -> Item? {
    indexByID[id].map { elements[$0] }
  }

  /// The index of the item with `id`, if present. O(1).
  public func index(id: Item.ID) -> Int? { indexByID[id] }

  /// Whether an item with `id` is present. O(1).
  package func contains(id: Item.ID) -> Bool { indexByID[id] != nil }

  /// The ids, in order.
  public var ids: [Item.ID] { elements.map { $0.id } }

  /// The items as a plain array.
  public var array: [Item] { elements }

  /// Appends `item`, or replaces the value of the item with its id in place.
  /// Returns whether it was appended.
  @discardableResult
  package mutating func appendOrUpdate(_ item: Item) -> Bool {
    if let index = indexByID[item.id] {
      elements[index] = item
      return false
    }
    indexByID[item.id] = elements.count
    elements.append(item)
    return true
  }

  /// Replaces the value at `index` (the id must stay the same).
  package mutating func replace(at index: Int, with item: Item) {
    elements[index] = item
  }
}

extension IdentifiedItems where Item: Equatable {
  /// Appends the items of a page in order, replacing in place the value of each id already
  /// held; returns the ids among the first `heldCount` items whose value changed. One lookup
  /// an item. Inlinable, so ``PageAppender`` compiles it for the app's item type.
  @inlinable
  mutating func appendOrUpdate(contentsOf page: [Item], heldCount: Int) -> [Item.ID] {
    var updated: [Item.ID] = []
    for item in page {
      let id = item.id
      // One dictionary operation for a new id (the common case): claim the next index, and
      // give a held id its index back.
      if let index = indexByID.updateValue(elements.count, forKey: id) {
        indexByID[id] = index
        if index < heldCount, elements[index] != item { updated.append(id) }
        elements[index] = item
      } else {
        elements.append(item)
      }
    }
    return updated
  }
}

extension IdentifiedItems: Equatable where Item: Equatable {
  /// Equal when both hold equal items in the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.elements == rhs.elements }
}
