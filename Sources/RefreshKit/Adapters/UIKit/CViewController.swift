#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  public import UIKit

  /// A collection screen that shows a ``Pager``: the seed's `CViewController`.
  ///
  /// The same behaviour as ``TViewController``, with cells from a
  /// `UICollectionView.CellRegistration` (what the seed's `cCells` and `cNibs` registered) and
  /// the ``PagerFooterView`` as the section footer. The default layout is a list whose footer
  /// is shown; a layout of yours must give the section a footer
  /// (`UICollectionView.elementKindSectionFooter`) for the footer to appear.
  ///
  /// ```swift
  /// let screen = CViewController(
  ///   pager: pager,
  ///   cell: UICollectionView.CellRegistration<UICollectionViewListCell, Repository> {
  ///     cell, _, repository in
  ///     var content = cell.defaultContentConfiguration()
  ///     content.text = repository.fullName
  ///     cell.contentConfiguration = content
  ///   })
  /// ```
  @MainActor
  open class CViewController<
    Query: Hashable & Sendable, Cursor: Hashable & Sendable,
    Item: Identifiable & Equatable & Sendable
  >: UICollectionViewController, AutoRefreshable, PagerListHost,
    UICollectionViewDataSourcePrefetching
  where Item.ID: Sendable {
    /// The list this screen shows.
    public let pager: Pager<Query, Cursor, Item>
    /// The binding that drives the collection view from the pager.
    public private(set) lazy var listBinding = PagerListBinding(pager: pager, host: self)
    private let makeCell: @MainActor (UICollectionView, IndexPath, Item) -> UICollectionViewCell
    private var dataSource: UICollectionViewDiffableDataSource<Int, Item.ID>?
    private var footer = RefreshPresentation.Footer.hidden

    /// Creates the screen for `pager`, with cells from `cell`, laid out by `layout` (a list
    /// with a footer by default).
    public init<Cell>(
      pager: Pager<Query, Cursor, Item>,
      layout: UICollectionViewLayout? = nil,
      cell: UICollectionView.CellRegistration<Cell, Item>
    ) {
      self.pager = pager
      self.makeCell = { $0.dequeueConfiguredReusableCell(using: cell, for: $1, item: $2) }
      super.init(collectionViewLayout: layout ?? Self.defaultLayout())
    }

    /// Not available: a generic view controller cannot come from a storyboard.
    public required init?(coder: NSCoder) { nil }

    /// A plain list layout that shows the section footer.
    public static func defaultLayout() -> UICollectionViewLayout {
      var list = UICollectionLayoutListConfiguration(appearance: .plain)
      list.footerMode = .supplementary
      return UICollectionViewCompositionalLayout.list(using: list)
    }

    /// The collection view.
    public var refreshableView: UIScrollView { collectionView }

    /// Sets up the data source, the footer, prefetching and pull-to-refresh, then starts.
    open override func viewDidLoad() {
      super.viewDidLoad()
      let dataSource = UICollectionViewDiffableDataSource<Int, Item.ID>(
        collectionView: collectionView
      ) { [weak self] collectionView, indexPath, id in
        self?.cell(in: collectionView, at: indexPath, id: id) ?? UICollectionViewCell()
      }
      let footerRegistration = UICollectionView.SupplementaryRegistration<PagerFooterCell>(
        elementKind: UICollectionView.elementKindSectionFooter
      ) { [weak self] view, _, _ in self?.configure(view) }
      dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
        collectionView.dequeueConfiguredReusableSupplementary(
          using: footerRegistration, for: indexPath)
      }
      self.dataSource = dataSource
      collectionView.prefetchDataSource = self
      bindRefreshStateMachine()
    }

    /// Shows the items after a change of the pager.
    open func apply(_ update: ListUpdate<Item.ID>) {
      dataSource?.show(update)
    }

    /// Starts or stops the refresh control with the refresh.
    open func setRefreshControlSpinning(_ spinning: Bool) {
      updateRefreshControl(spinning: spinning)
    }

    /// Shows the footer's state in the visible footer, and in footers made later.
    open func showFooter(_ footer: RefreshPresentation.Footer) {
      self.footer = footer
      let visible = collectionView.visibleSupplementaryViews(
        ofKind: UICollectionView.elementKindSectionFooter)
      for case let view as PagerFooterCell in visible { configure(view) }
    }

    /// Shows the placeholder over an empty collection.
    open func showPlaceholder(_ placeholder: RefreshPresentation.Placeholder) {
      contentUnavailableConfiguration = UIContentUnavailableConfiguration.placeholder(
        placeholder.content(texts: pager.texts)
      ) { [weak self] in self?.listBinding.retryTapped() }
    }

    /// Items about to be needed: loads more near the end.
    open func collectionView(
      _ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]
    ) {
      rowsWillAppear(at: indexPaths)
    }

    private func configure(_ view: PagerFooterCell) {
      view.install(retryTitle: pager.texts.retry) { [weak self] in self?.listBinding.retryTapped() }
      view.footerView?.show(footer)
    }

    private func cell(in collectionView: UICollectionView, at indexPath: IndexPath, id: Item.ID)
      -> UICollectionViewCell?
    {
      rowsWillAppear(at: [indexPath])
      guard let item = pager.items[id: id] else { return nil }
      return makeCell(collectionView, indexPath, item)
    }
  }
#endif
