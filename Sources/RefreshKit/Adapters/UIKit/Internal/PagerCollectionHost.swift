#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  import UIKit

  /// What a ``PagerCollectionViewController`` draws through: the ``PagerListHost`` of its
  /// ``PagerListBinding`` and its collection's prefetch data source. The binding decides; this
  /// object only draws into the collection the controller owns (items through a diffable data
  /// source, the section footer and header as ``PagerFooterCell``s, the placeholder, the
  /// refresh control, VoiceOver's announcements), so none of it is the controller's API.
  ///
  /// The controller owns it; it holds the controller weakly, and the binding holds it weakly.
  @MainActor
  final class PagerCollectionHost<
    Query: Hashable & Sendable, Cursor: Hashable & Sendable,
    Item: Identifiable & Equatable & Sendable
  >: NSObject, PagerListHost, UICollectionViewDataSourcePrefetching where Item.ID: Sendable {
    let pager: Pager<Query, Cursor, Item>
    private(set) lazy var binding = PagerListBinding(pager: pager, host: self)
    private weak var controller: UICollectionViewController?
    private var opensAtBottom: Bool
    private let makeCell: @MainActor (UICollectionView, IndexPath, Item) -> UICollectionViewCell
    private var dataSource: UICollectionViewDiffableDataSource<Int, PagerRow<Item.ID>>?
    private var footer = RefreshPresentation.Footer.hidden
    private var header = RefreshPresentation.PrependHeader.hidden

    init<Cell>(
      pager: Pager<Query, Cursor, Item>, startsAtBottom: Bool,
      cell: UICollectionView.CellRegistration<Cell, Item>
    ) {
      self.pager = pager
      self.opensAtBottom = startsAtBottom
      self.makeCell = { $0.dequeueConfiguredReusableCell(using: cell, for: $1, item: $2) }
    }

    /// Sets up `controller`'s collection (data source, footer and header, prefetching,
    /// pull-to-refresh), then starts showing the pager.
    func install(in controller: UICollectionViewController) {
      self.controller = controller
      let collectionView: UICollectionView = controller.collectionView
      let texts = pager.texts
      let placeholder = UICollectionView.CellRegistration<UICollectionViewListCell, Int> {
        cell, _, _ in cell.contentConfiguration = UIListContentConfiguration.pagerPlaceholder(texts)
      }
      let dataSource = UICollectionViewDiffableDataSource<Int, PagerRow<Item.ID>>(
        collectionView: collectionView
      ) { [weak self] collectionView, indexPath, row in
        self?.binding.rowsWillAppear(atIndexPaths: [indexPath])
        guard case .item(let id) = row else {
          return collectionView.dequeueConfiguredReusableCell(
            using: placeholder, for: indexPath, item: indexPath.item)
        }
        return self?.cell(in: collectionView, at: indexPath, id: id) ?? UICollectionViewCell()
      }
      let footerRegistration = UICollectionView.SupplementaryRegistration<PagerFooterCell>(
        elementKind: UICollectionView.elementKindSectionFooter
      ) { [weak self] view, _, _ in self?.configureFooter(view) }
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
      collectionView.installRefreshControl(for: binding)
      binding.start()
    }

    // MARK: PagerListHost

    /// Shows the rows after a change of the pager, keeping the kept row on its line (and the
    /// first rows from their last one, when the screen starts at the bottom).
    func applyRows(_ update: PagerRowsUpdate<Item.ID>) {
      guard let collectionView = controller?.collectionView else { return }
      collectionView.show(
        update, opensAtBottom: &opensAtBottom, frame: { itemFrame($0, in: collectionView) },
        apply: { dataSource?.show(update.rows) })
    }

    var firstVisibleRow: Int? {
      controller?.collectionView.indexPathsForVisibleItems.map(\.item).min()
    }

    /// Shows the prepend header's state in the visible header, and in headers made later.
    func showPrependHeader(_ header: RefreshPresentation.PrependHeader) {
      self.header = header
      let visible = controller?.collectionView.visibleSupplementaryViews(
        ofKind: UICollectionView.elementKindSectionHeader)
      for case let view as PagerFooterCell in visible ?? [] { configureHeader(view) }
    }

    func announce(_ announcement: String) {
      postAnnouncement(announcement)
    }

    func setRefreshControlSpinning(_ spinning: Bool) {
      controller?.collectionView.updateRefreshControl(spinning: spinning)
    }

    /// Shows the footer's state in the visible footer, and in footers made later.
    func showFooter(_ footer: RefreshPresentation.Footer) {
      self.footer = footer
      let visible = controller?.collectionView.visibleSupplementaryViews(
        ofKind: UICollectionView.elementKindSectionFooter)
      for case let view as PagerFooterCell in visible ?? [] { configureFooter(view) }
    }

    func showPlaceholder(_ placeholder: RefreshPresentation.Placeholder) {
      controller?.contentUnavailableConfiguration = UIContentUnavailableConfiguration.placeholder(
        placeholder.content(texts: pager.texts)
      ) { [weak self] in self?.binding.retryTapped() }
    }

    // MARK: UICollectionViewDataSourcePrefetching

    /// Items about to be needed: loads more near the end.
    func collectionView(
      _ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]
    ) {
      binding.rowsWillAppear(atIndexPaths: indexPaths)
    }

    private func configureFooter(_ view: PagerFooterCell) {
      installFooter(in: view)
      view.footerView?.show(footer)
    }

    private func configureHeader(_ view: PagerFooterCell) {
      installFooter(in: view)
      view.footerView?.show(header)
    }

    private func installFooter(in view: PagerFooterCell) {
      view.install(retryTitle: pager.texts.retry, retryHint: pager.texts.retryHint) {
        [weak self] in self?.binding.retryTapped()
      }
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
