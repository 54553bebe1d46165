/// One section of a sectioned list as a SwiftUI list shows it: its identifier (the key of an
/// items section, or a placeholder section) and its rows, in order.
///
/// ```swift
/// ForEach(model.sections) { section in
///   Section {
///     ForEach(section.rows, id: \.self) { row in … }
///   } header: {
///     if let key = section.id.key { Text(key) }
///   }
/// }
/// ```
public struct SectionedListSection<
  ItemID: Hashable & Sendable, Key: Hashable & Sendable, Separator: Hashable & Sendable
>: Identifiable, Hashable, Sendable {
  /// The section: unique among the sections, and stable (see ``DerivedSection``).
  public var id: DerivedSection<Key>
  /// Its rows, in order: unique among all rows, and stable (see ``DerivedRow``).
  public var rows: [DerivedRow<ItemID, Key, Separator>]

  /// The section `id` with `rows`.
  public init(id: DerivedSection<Key>, rows: [DerivedRow<ItemID, Key, Separator>]) {
    self.id = id
    self.rows = rows
  }
}
