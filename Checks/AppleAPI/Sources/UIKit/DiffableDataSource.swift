// Diffable data sources and their snapshots: iOS, tvOS and visionOS.
#if APPLE_API_UIKIT_VIEWS

  /// The sections and items a diffable data source shows.
  public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>: Sendable
  where
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
  {
    /// The sections, in order.
    public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
    private var items: [SectionIdentifierType: [ItemIdentifierType]] = [:]

    public init() {}

    /// Every item, section after section.
    public var itemIdentifiers: [ItemIdentifierType] {
      sectionIdentifiers.flatMap { items[$0] ?? [] }
    }
    /// The number of items.
    public var numberOfItems: Int { itemIdentifiers.count }
    /// The number of sections.
    public var numberOfSections: Int { sectionIdentifiers.count }

    /// The items of `section`.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType)
      -> [ItemIdentifierType]
    { items[identifier] ?? [] }

    /// Apple: `func indexOfItem(_ identifier: ItemIdentifierType) -> Int?`: the item's index
    /// among all the snapshot's items, `nil` when the snapshot does not hold it.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
      itemIdentifiers.firstIndex(of: identifier)
    }

    /// The number of items in `section`.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
      itemIdentifiers(inSection: identifier).count
    }

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
      sectionIdentifiers += identifiers
    }

    /// Adds items at the end of `section`, or of the last section.
    public mutating func appendItems(
      _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
      guard let section = sectionIdentifier ?? sectionIdentifiers.last else { return }
      items[section, default: []] += identifiers
    }

    /// Removes items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {}
    /// Removes every item and section.
    public mutating func deleteAllItems() { self = Self() }
    /// Marks items to be reloaded (new cells).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {}
    /// Marks items to be reconfigured (the same cells).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {}
    /// Marks sections to be reloaded.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {}
  }

  /// A table view data source driven by snapshots.
  @MainActor
  open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
    UITableViewDataSource
  where
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
  {
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<
      SectionIdentifierType, ItemIdentifierType
    >

    /// How inserted, deleted and reloaded rows animate.
    open var defaultRowAnimation = UITableView.RowAnimation.automatic
    private var current = Snapshot()

    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {}

    /// Shows `snapshot`, animating the differences from the current one.
    open func apply(
      _ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) { current = snapshot }

    /// Shows `snapshot`; returns when the update is done.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
      current = snapshot
    }

    /// Shows `snapshot` by reloading the table, without animation.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
      current = snapshot
    }

    /// Shows `snapshot` by reloading the table; returns when done.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot) async { current = snapshot }

    /// The snapshot shown.
    open func snapshot() -> Snapshot { current }

    /// The item at `indexPath`.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { nil }

    /// Where `itemIdentifier` is shown.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { nil }

    /// The section at `index`.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { nil }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    { UITableViewCell(style: .default, reuseIdentifier: nil) }

    open func numberOfSections(in tableView: UITableView) -> Int { 1 }

    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
      -> String?
    { nil }

    /// Apple: `open func tableView(_ tableView: UITableView, titleForHeaderInSection section:
    /// Int) -> String?`: subclasses override it to title their sections' headers.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
      -> String?
    { nil }

    /// Apple: `open func sectionIndexTitles(for tableView: UITableView) -> [String]?`:
    /// subclasses override it to show a section index.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    /// Apple: `open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle
    /// title: String, at index: Int) -> Int`: the section a section index title jumps to.
    open func tableView(
      _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int { 0 }
  }

  /// A collection view data source driven by snapshots.
  @MainActor
  open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>:
    NSObject, UICollectionViewDataSource
  where
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
  {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) ->
      UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) ->
      UICollectionReusableView?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<
      SectionIdentifierType, ItemIdentifierType
    >

    /// Makes headers and footers.
    open var supplementaryViewProvider: SupplementaryViewProvider?
    private var current = Snapshot()

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {}

    /// Shows `snapshot`, animating the differences from the current one.
    open func apply(
      _ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) { current = snapshot }

    /// Shows `snapshot`; returns when the update is done.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
      current = snapshot
    }

    /// Shows `snapshot` by reloading the collection view, without animation.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
      current = snapshot
    }

    /// Shows `snapshot` by reloading the collection view; returns when done.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot) async { current = snapshot }

    /// The snapshot shown.
    open func snapshot() -> Snapshot { current }

    /// The item at `indexPath`.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { nil }

    /// Where `itemIdentifier` is shown.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { nil }

    /// The section at `index`.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { nil }

    open func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { 0 }

    open func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell { UICollectionViewCell(frame: .zero) }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    open func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView { UICollectionReusableView(frame: .zero) }
  }
#endif
