/// Appends the items of a page to the items held, as code compiled for the item type.
///
/// A pager's machine runs unspecialized (the app's item type is another module's), so each
/// dictionary and array operation on items resolves its generic types at run time: appending
/// a page's items was a fifth of the cost of applying it (Benchmarks, "Engine overhead").
/// `Pager`'s initializers are `@inlinable` and hand the machine ``specialized``, whose loop is
/// then compiled in the app's module, for its item type; everything else stays generic.
@usableFromInline
package struct PageAppender<Item: Identifiable & Equatable & Sendable>: Sendable
where Item.ID: Sendable {
  /// Appends a page to `items` (``IdentifiedItems/appendOrUpdate(contentsOf:heldCount:)``).
  @usableFromInline
  let append: @Sendable (inout IdentifiedItems<Item>, [Item], Int) -> [Item.ID]

  @usableFromInline
  init(append: @escaping @Sendable (inout IdentifiedItems<Item>, [Item], Int) -> [Item.ID]) {
    self.append = append
  }

  /// The appender compiled where it is named: in the app, for its item type.
  @inlinable
  package static var specialized: Self {
    Self { items, page, heldCount in items.appendOrUpdate(contentsOf: page, heldCount: heldCount) }
  }
}
