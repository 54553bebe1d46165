/// The edits of one optimistic ``Pager/mutate(local:remote:)``, recorded to be applied together
/// and undone together.
///
/// ```swift
/// try await pager.mutate { edits in
///   edits.update(id: repo.id) { $0.isStarred = true }
/// } remote: {
///   try await api.star(repo)
/// }
/// ```
public struct PagerEdits<Item: Identifiable & Sendable> where Item.ID: Sendable {
  enum Edit {
    case update(Item.ID, (inout Item) -> Void)
    case remove(Item.ID)
    case insert(Item, at: Int)
  }

  var edits: [Edit] = []

  /// Changes the item `id` (see ``Pager/update(id:_:)``).
  public mutating func update(id: Item.ID, _ transform: @escaping (inout Item) -> Void) {
    edits.append(.update(id, transform))
  }

  /// Removes the item `id` (see ``Pager/remove(id:)``).
  public mutating func remove(id: Item.ID) {
    edits.append(.remove(id))
  }

  /// Inserts `item` at `index` (see ``Pager/insert(_:at:)``).
  public mutating func insert(_ item: Item, at index: Int) {
    edits.append(.insert(item, at: index))
  }
}
