// Collection views, cells, registrations and their protocols: iOS, tvOS and visionOS.
#if APPLE_API_UIKIT_VIEWS

  /// The layout of one element. Apple: `@MainActor class UICollectionViewLayoutAttributes:
  /// NSObject`.
  @MainActor
  open class UICollectionViewLayoutAttributes: NSObject {
    /// The element's frame in the collection view's content.
    open var frame = CGRect.zero
  }

  /// Items in sections, laid out by a layout object.
  @MainActor
  open class UICollectionView: UIScrollView {
    /// The kind of a section footer supplementary view.
    public nonisolated static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    /// The kind of a section header supplementary view.
    public nonisolated static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"

    /// The layout.
    open var collectionViewLayout: UICollectionViewLayout
    /// The items' source.
    open weak var dataSource: (any UICollectionViewDataSource)?
    /// Item events.
    open weak var delegate: (any UICollectionViewDelegate)?
    /// Told about items before they show.
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    /// Whether prefetching is on.
    open var isPrefetchingEnabled = true
    /// The view behind the items.
    open var backgroundView: UIView?
    /// The index paths of the visible items.
    open private(set) var indexPathsForVisibleItems: [IndexPath] = []
    /// The visible supplementary views of a kind.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
      []
    }
    /// The visible cells.
    open private(set) var visibleCells: [UICollectionViewCell] = []
    /// The number of sections.
    open private(set) var numberOfSections = 0

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
      collectionViewLayout = layout
      super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
      collectionViewLayout = UICollectionViewFlowLayout()
      super.init(coder: coder)
    }

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {}
    open func register(
      _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
      withReuseIdentifier identifier: String
    ) {}

    /// A reusable cell for `indexPath`.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
      -> UICollectionViewCell
    { UICollectionViewCell(frame: .zero) }

    /// A reusable supplementary view for `indexPath`.
    open func dequeueReusableSupplementaryView(
      ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView { UICollectionReusableView(frame: .zero) }

    /// A cell of `registration`, configured for `item`.
    public func dequeueConfiguredReusableCell<Cell, Item>(
      using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath,
      item: Item?
    ) -> Cell where Cell: UICollectionViewCell { fatalError("stand-in: never run") }

    /// A supplementary view of `registration`, configured for `indexPath`.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
      using registration: UICollectionView.SupplementaryRegistration<Supplementary>,
      for indexPath: IndexPath
    ) -> Supplementary where Supplementary: UICollectionReusableView {
      fatalError("stand-in: never run")
    }

    /// The cell at `indexPath` when visible.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }

    /// Reloads every item.
    open func reloadData() {}

    /// Runs inserts, deletes, reloads and moves as one animated update.
    open func performBatchUpdates(
      _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {}

    open func insertItems(at indexPaths: [IndexPath]) {}
    open func deleteItems(at indexPaths: [IndexPath]) {}
    open func reloadItems(at indexPaths: [IndexPath]) {}
    open func reconfigureItems(at indexPaths: [IndexPath]) {}
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
    open func insertSections(_ sections: IndexSet) {}
    open func deleteSections(_ sections: IndexSet) {}

    /// The number of items in `section`.
    open func numberOfItems(inSection section: Int) -> Int { 0 }

    /// Apple: `func layoutAttributesForItem(at indexPath: IndexPath)
    /// -> UICollectionViewLayoutAttributes?`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    { nil }

    /// How a cell class is configured for an item. Apple: `struct CellRegistration<Cell, Item>
    /// where Cell : UICollectionViewCell` (iOS 14.0+, tvOS 14.0+): a plain struct, neither
    /// main-actor isolated nor `Sendable`, whose handler is `(Cell, IndexPath, Item) -> Void`.
    @available(iOS 14.0, tvOS 14.0, *)
    public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
      public typealias Handler = (Cell, IndexPath, Item) -> Void
      let handler: Handler

      public init(handler: @escaping Handler) { self.handler = handler }
      public init(cellNib: UINib, handler: @escaping Handler) { self.handler = handler }
    }

    /// How a supplementary view class is configured. Apple: `struct
    /// SupplementaryRegistration<Supplementary> where Supplementary : UICollectionReusableView`
    /// (iOS 14.0+, tvOS 14.0+): a plain struct, like CellRegistration.
    @available(iOS 14.0, tvOS 14.0, *)
    public struct SupplementaryRegistration<Supplementary>
    where Supplementary: UICollectionReusableView {
      public typealias Handler = (Supplementary, String, IndexPath) -> Void
      let elementKind: String
      let handler: Handler

      public init(elementKind: String, handler: @escaping Handler) {
        self.elementKind = elementKind
        self.handler = handler
      }
    }
  }

  /// A view a collection view reuses: cells, headers and footers.
  @MainActor
  open class UICollectionReusableView: UIView {
    /// The identifier the view was registered with.
    open private(set) var reuseIdentifier: String?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Called before the view is reused.
    open func prepareForReuse() {}
  }

  /// An item of a collection view.
  @MainActor
  open class UICollectionViewCell: UICollectionReusableView {
    /// The view that holds the cell's content.
    open private(set) var contentView = UIView(frame: .zero)
    /// The cell's content.
    open var contentConfiguration: (any UIContentConfiguration)?
    /// Whether the cell is selected.
    open var isSelected = false
  }

  /// A cell of a list layout.
  @MainActor
  open class UICollectionViewListCell: UICollectionViewCell {
    /// The list content configuration for the cell.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
  }

  /// The items of a collection view. The last two methods are optional in Apple's protocol.
  @MainActor
  public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView
  }

  extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView { UICollectionReusableView(frame: .zero) }
  }

  /// Item events. Every method is optional in Apple's protocol.
  @MainActor
  public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  }

  extension UICollectionViewDelegate {
    public func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
      _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) {}
  }

  /// Told about items ahead of display. Cancelling is optional in Apple's protocol.
  @MainActor
  public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    func collectionView(
      _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
  }

  extension UICollectionViewDataSourcePrefetching {
    public func collectionView(
      _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {}
  }
#endif
