/// What changed between two versions of a list, by identity: the change set an adapter applies.
///
/// Indices follow UIKit's batch-update convention: ``removedIndices`` and each move's
/// ``Move/from`` are positions in the *old* list; ``insertedIndices`` and each move's
/// ``Move/to`` are positions in the *new* list. Items that neither moved, nor were removed
/// or inserted keep their relative order. ``updatedIDs`` names the items present in both
/// lists whose value changed (reconfigure those cells).
///
/// ```swift
/// let change = ListChange(from: oldRepositories, to: newRepositories)
/// tableView.performBatchUpdates {
///   tableView.deleteRows(at: change.removedIndices.map { IndexPath(row: $0, section: 0) }, with: .fade)
///   tableView.insertRows(at: change.insertedIndices.map { IndexPath(row: $0, section: 0) }, with: .fade)
///   for move in change.moves {
///     tableView.moveRow(at: IndexPath(row: move.from, section: 0), to: IndexPath(row: move.to, section: 0))
///   }
/// }
/// ```
///
/// ``Pager`` publishes one for every change of its items, so adapters never guess. A pager
/// that holds a window of a longer list also counts the rows it does not hold, before and
/// after its items (placeholders); a page trimmed from the top is ``removedIndices`` at the
/// start and as many more ``placeholdersBefore``, so an adapter that draws placeholders
/// reloads those rows in place and the user's row stays put. Unbounded lists have none.
public struct ListChange<ID: Hashable & Sendable>: Hashable, Sendable {
  /// One item that changed position.
  public struct Move: Hashable, Sendable {
    /// The item that moved.
    public var id: ID
    /// Its index in the old list.
    public var from: Int
    /// Its index in the new list.
    public var to: Int

    /// Describes a move of `id` from old index `from` to new index `to`.
    @usableFromInline package init(id: ID, from: Int, to: Int) {
      self.id = id
      self.from = from
      self.to = to
    }
  }

  /// How many items the old list had.
  public var oldCount: Int
  /// How many items the new list has.
  public var newCount: Int
  /// Indices in the old list of the items that are gone, ascending.
  public var removedIndices: [Int]
  /// Indices in the new list of the items that are new, ascending.
  public var insertedIndices: [Int]
  /// Items present in both lists whose relative order changed, ascending by ``Move/to``.
  public var moves: [Move]
  /// Items present in both lists whose value changed, in new-list order.
  public var updatedIDs: [ID]
  /// Placeholders before the items, before this change.
  public var oldPlaceholdersBefore = 0
  /// Placeholders after the items, before this change.
  public var oldPlaceholdersAfter = 0
  /// Placeholders before the items now.
  public var placeholdersBefore = 0
  /// Placeholders after the items now.
  public var placeholdersAfter = 0
  /// The ids of the items removed, in the order of ``removedIndices``, when the change was
  /// computed from the two lists (every change a ``Pager`` publishes): a follower that keeps no
  /// copy of the old list reads them here. Not part of the change's identity.
  @usableFromInline package var removed = RemovedIDs()

  /// The ids of a change's removed items; two changes are equal whatever ids they name.
  @usableFromInline package struct RemovedIDs: Hashable, Sendable {
    /// The ids, in the order of ``ListChange/removedIndices``.
    package var ids: [ID] = []

    @usableFromInline package init(ids: [ID] = []) { self.ids = ids }

    @usableFromInline package static func == (lhs: Self, rhs: Self) -> Bool { true }

    @usableFromInline package func hash(into hasher: inout Hasher) {}
  }

  /// Creates a change set from its parts.
  @usableFromInline package init(
    oldCount: Int, newCount: Int, removedIndices: [Int] = [], insertedIndices: [Int] = [],
    moves: [Move] = [], updatedIDs: [ID] = []
  ) {
    self.oldCount = oldCount
    self.newCount = newCount
    self.removedIndices = removedIndices
    self.insertedIndices = insertedIndices
    self.moves = moves
    self.updatedIDs = updatedIDs
  }

  /// Whether no item was removed, inserted, moved or updated, and no placeholder came or went.
  public var isEmpty: Bool {
    removedIndices.isEmpty && insertedIndices.isEmpty && moves.isEmpty && updatedIDs.isEmpty
      && oldPlaceholdersBefore == placeholdersBefore && oldPlaceholdersAfter == placeholdersAfter
  }

  /// A change that only appends `count` items to a list of `oldCount`.
  package static func appending(_ count: Int, to oldCount: Int, updatedIDs: [ID] = []) -> Self {
    ListChange(
      oldCount: oldCount, newCount: oldCount + count,
      insertedIndices: Array(oldCount..<(oldCount + count)), updatedIDs: updatedIDs)
  }
}
