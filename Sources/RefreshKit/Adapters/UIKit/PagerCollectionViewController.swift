#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  public import UIKit

  /// A collection screen that shows a ``Pager``, as the seed's `CViewController` showed its operator.
  ///
  /// The same behaviour as ``PagerTableViewController`` (placeholder cells, the row on screen kept in
  /// place, announcements), with cells from a `UICollectionView.CellRegistration` (what the
  /// seed's `cCells` and `cNibs` registered) and ``PagerFooterView``s as the section footer and
  /// header. The default layout is a list whose footer and header are shown; a layout of yours
  /// must give the section a footer (`UICollectionView.elementKindSectionFooter`) and a header
  /// (`elementKindSectionHeader`) for them to appear.
  ///
  /// ```swift
  /// let screen = PagerCollectionViewController(
  ///   pager: pager,
  ///   cell: UICollectionView.CellRegistration<UICollectionViewListCell, Repository> {
  ///     cell, _, repository in
  ///     var content = cell.defaultContentConfiguration()
  ///     content.text = repository.fullName
  ///     cell.contentConfiguration = content
  ///   })
  /// ```
  @MainActor
  open class PagerCollectionViewController<
    Query: Hashable & Sendable, Cursor: Hashable & Sendable,
    Item: Identifiable & Equatable & Sendable
  >: UICollectionViewController, PrefetchingPagerScreen, PagerListHost,
    UICollectionViewDataSourcePrefetching
  where Item.ID: Sendable {
    /// The list this screen shows.
    public let pager: Pager<Query, Cursor, Item>
    /// The binding that drives the collection view from the pager.
    public private(set) lazy var listBinding = PagerListBinding(pager: pager, host: self)
    /// Whether the screen opens at its last row, as a chat opens at its newest message.
    public let startsAtBottom: Bool
    private var opensAtBottom: Bool
    private let makeCell: @MainActor (UICollectionView, IndexPath, Item) -> UICollectionViewCell
    private var dataSource: UICollectionViewDiffableDataSource<Int, PagerRow<Item.ID>>?
    private var footer = RefreshPresentation.Footer.hidden
    private var header = RefreshPresentation.PrependHeader.hidden

    /// Creates the screen for `pager`, with cells from `cell`, laid out by `layout` (a list
    /// with a footer by default); `startsAtBottom` opens it at its last row, as a chat does.
    public init<Cell>(
      pager: Pager<Query, Cursor, Item>,
      layout: UICollectionViewLayout? = nil,
      startsAtBottom: Bool = false,
      cell: UICollectionView.CellRegistration<Cell, Item>
    ) {
      self.pager = pager
      self.startsAtBottom = startsAtBottom
      self.opensAtBottom = startsAtBottom
      self.makeCell = { $0.dequeueConfiguredReusableCell(using: cell, for: $1, item: $2) }
      super.init(collectionViewLayout: layout ?? Self.defaultLayout())
    }

    /// Not available: a generic view controller cannot come from a storyboard.
    public required init?(coder: NSCoder) { nil }

    /// A plain list layout that shows the section footer and header.
    public static func defaultLayout() -> UICollectionViewLayout {
      var list = UICollectionLayoutListConfiguration(appearance: .plain)
      list.footerMode = .supplementary
      list.headerMode = .supplementary
      return UICollectionViewCompositionalLayout.list(using: list)
    }

    /// The collection view.
    public var refreshableView: UIScrollView { collectionView }

    /// Sets up the data source, the footer, prefetching and pull-to-refresh, then starts.
    open override func viewDidLoad() {
      super.viewDidLoad()
      let texts = pager.texts
      let placeholder = UICollectionView.CellRegistration<UICollectionViewListCell, Int> {
        cell, _, _ in cell.contentConfiguration = UIListContentConfiguration.pagerPlaceholder(texts)
      }
      let dataSource = UICollectionViewDiffableDataSource<Int, PagerRow<Item.ID>>(
        collectionView: collectionView
      ) { [weak self] collectionView, indexPath, row in
        self?.rowsWillAppear(at: [indexPath])
        guard case .item(let id) = row else {
          return collectionView.dequeueConfiguredReusableCell(
            using: placeholder, for: indexPath, item: indexPath.item)
        }
        return self?.cell(in: collectionView, at: indexPath, id: id) ?? UICollectionViewCell()
      }
      let footerRegistration = UICollectionView.SupplementaryRegistration<PagerFooterCell>(
        elementKind: UICollectionView.elementKindSectionFooter
      ) { [weak self] view, _, _ in self?.configure(view) }
      let headerRegistration = UICollectionView.SupplementaryRegistration<PagerFooterCell>(
        elementKind: UICollectionView.elementKindSectionHeader
      ) { [weak self] view, _, _ in self?.configureHeader(view) }
      dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
        collectionView.dequeueConfiguredReusableSupplementary(
          using: kind == UICollectionView.elementKindSectionHeader
            ? headerRegistration : footerRegistration,
          for: indexPath)
      }
      self.dataSource = dataSource
      collectionView.prefetchDataSource = self
      bindPager()
    }

    /// Shows items alone (no placeholders); the binding calls ``applyRows(_:)``.
    open func apply(_ update: ListUpdate<Item.ID>) {
      dataSource?.show(update.asRows())
    }

    /// Shows the rows after a change of the pager, keeping the kept row on its line (and
    /// the first rows from their last one, when ``startsAtBottom``).
    open func applyRows(_ update: PagerRowsUpdate<Item.ID>) {
      let collectionView: UICollectionView = collectionView
      collectionView.show(
        update, opensAtBottom: &opensAtBottom, frame: { itemFrame($0, in: collectionView) },
        apply: { dataSource?.show(update.rows) })
    }

    /// The topmost row on screen.
    open var firstVisibleRow: Int? { collectionView.indexPathsForVisibleItems.map(\.item).min() }

    /// Shows the prepend header's state in the visible header, and in headers made later.
    open func showPrependHeader(_ header: RefreshPresentation.PrependHeader) {
      self.header = header
      let visible = collectionView.visibleSupplementaryViews(
        ofKind: UICollectionView.elementKindSectionHeader)
      for case let view as PagerFooterCell in visible { configureHeader(view) }
    }

    /// Tells VoiceOver `announcement`.
    open func announce(_ announcement: String) {
      postAnnouncement(announcement)
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
      view.install(retryTitle: pager.texts.retry, retryHint: pager.texts.retryHint) {
        [weak self] in self?.listBinding.retryTapped()
      }
      view.footerView?.show(footer)
    }

    private func configureHeader(_ view: PagerFooterCell) {
      view.install(retryTitle: pager.texts.retry, retryHint: pager.texts.retryHint) {
        [weak self] in self?.listBinding.retryTapped()
      }
      view.footerView?.show(header)
    }

    private func cell(in collectionView: UICollectionView, at indexPath: IndexPath, id: Item.ID)
      -> UICollectionViewCell?
    {
      guard let item = pager.items[id: id] else { return nil }
      return makeCell(collectionView, indexPath, item)
    }
  }

  /// The frame of item `index` of a one-section collection, when it is laid out.
  @MainActor
  private func itemFrame(_ index: Int, in collectionView: UICollectionView) -> CGRect? {
    guard index >= 0, index < collectionView.numberOfItems(inSection: 0) else { return nil }
    return collectionView.layoutAttributesForItem(at: IndexPath(item: index, section: 0))?.frame
  }
#endif
