#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  import RefreshKit
  import UIKit

  /// What a ``SectionedPagerTableViewController`` draws through: the ``SectionedListHost`` of
  /// its ``SectionedListBinding`` and its table's prefetch data source. The binding decides;
  /// this object only draws into the table the controller owns (rows through a
  /// ``SectionedTableDataSource``, the footer and the header as `PagerFooterView`s, the
  /// placeholder, the refresh control, VoiceOver's announcements).
  ///
  /// The controller owns it; it holds the controller weakly, and the binding holds it weakly.
  @MainActor
  final class SectionedTableHost<
    Query: Hashable & Sendable, Cursor: Hashable & Sendable,
    Item: Identifiable & Equatable & Sendable, Key: Hashable & Sendable,
    Separator: Hashable & Sendable
  >: NSObject, SectionedListHost, UITableViewDataSourcePrefetching where Item.ID: Sendable {
    let pager: Pager<Query, Cursor, Item>
    private let layout: DerivedRowsLayout<Item, Key, Separator>
    private(set) lazy var binding = SectionedListBinding(
      pager: pager, layout: layout, host: self)
    private weak var controller: UITableViewController?
    private var opensAtBottom: Bool
    private let cells: SectionedTableCells<Item, Separator>
    private let titles: SectionedTableTitles<Key>
    private var dataSource: SectionedTableDataSource<Item.ID, Key, Separator>?
    private lazy var views = TablePresentationViews(
      texts: { [weak self] in self?.pager.texts ?? RefreshTexts() },
      retry: { [weak self] in self?.binding.retryTapped() })

    init(
      pager: Pager<Query, Cursor, Item>, layout: DerivedRowsLayout<Item, Key, Separator>,
      startsAtBottom: Bool, cells: SectionedTableCells<Item, Separator>,
      titles: SectionedTableTitles<Key>
    ) {
      self.pager = pager
      self.layout = layout
      self.opensAtBottom = startsAtBottom
      self.cells = cells
      self.titles = titles
    }

    /// Sets up `controller`'s table (cells, data source, prefetching, pull-to-refresh), then
    /// starts showing the pager.
    func install(in controller: UITableViewController) {
      self.controller = controller
      let tableView: UITableView = controller.tableView
      cells.register(in: tableView)
      dataSource = SectionedTableDataSource(tableView: tableView, titles: titles) {
        [weak self] tableView, indexPath, row in
        self?.cell(in: tableView, at: indexPath, row: row) ?? UITableViewCell()
      }
      tableView.prefetchDataSource = self
      tableView.installRefreshControl(when: pager.isRefreshable) { [weak self] in
        self?.binding.refreshControlDidPull()
      }
      binding.start()
    }

    // MARK: SectionedListHost

    func applySections(_ update: SectionedRowsUpdate<Item, Key, Separator>) {
      guard let tableView = controller?.tableView, let dataSource else { return }
      let frame = { (index: DerivedIndex) in rowFrame(index, in: tableView) }
      tableView.keep(from: update.keep?.from, to: update.keep?.to, frame: frame) {
        dataSource.show(update, in: tableView)
      }
      tableView.openAtBottom(lastRow: update.lastRow, opensAtBottom: &opensAtBottom, frame: frame)
    }

    var firstVisibleRow: DerivedIndex? {
      controller?.tableView.indexPathsForVisibleRows?.min().map(DerivedIndex.init)
    }

    func showPrependHeader(_ header: RefreshPresentation.PrependHeader) {
      guard let tableView = controller?.tableView else { return }
      views.showPrependHeader(header, in: tableView)
    }

    func announce(_ announcement: String) {
      postAnnouncement(announcement)
    }

    func setRefreshControlSpinning(_ spinning: Bool) {
      controller?.tableView.updateRefreshControl(spinning: spinning)
    }

    func showFooter(_ footer: RefreshPresentation.Footer) {
      guard let tableView = controller?.tableView else { return }
      views.showFooter(footer, in: tableView)
    }

    func showPlaceholder(_ placeholder: RefreshPresentation.Placeholder) {
      guard let controller else { return }
      views.showPlaceholder(placeholder, in: controller)
    }

    // MARK: UITableViewDataSourcePrefetching

    /// Rows about to be needed: loads more near either end.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
      binding.rowsWillAppear(at: indexPaths.map(DerivedIndex.init))
    }

    private func cell(
      in tableView: UITableView, at indexPath: IndexPath,
      row: DerivedRow<Item.ID, Key, Separator>
    ) -> UITableViewCell? {
      binding.rowsWillAppear(at: CollectionOfOne(DerivedIndex(indexPath)))
      switch row {
      case .item(let id):
        guard let item = binding.rows.items[id: id] else { return nil }
        return cells.cell(in: tableView, at: indexPath, item: item)
      case .separator(let value, _, _):
        return cells.cell(in: tableView, at: indexPath, separator: value)
      case .placeholder(let position):
        return cells.cell(
          in: tableView, at: indexPath, placeholder: position, texts: pager.texts)
      }
    }

  }

  extension DerivedIndex {
    /// The place a table's index path names.
    init(_ indexPath: IndexPath) { self.init(section: indexPath.section, row: indexPath.row) }
  }

  /// The frame of the row at `index`, when the table has it.
  @MainActor
  private func rowFrame(_ index: DerivedIndex, in tableView: UITableView) -> CGRect? {
    guard index.section >= 0, index.section < tableView.numberOfSections, index.row >= 0,
      index.row < tableView.numberOfRows(inSection: index.section)
    else { return nil }
    return tableView.rectForRow(at: IndexPath(row: index.row, section: index.section))
  }
#endif
