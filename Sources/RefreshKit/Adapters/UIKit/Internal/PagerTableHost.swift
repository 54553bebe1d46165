#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  import UIKit

  /// What a ``PagerTableViewController`` draws through: the ``PagerListHost`` of its
  /// ``PagerListBinding`` and its table's prefetch data source. The binding decides; this
  /// object only draws into the table the controller owns (rows through a diffable data source,
  /// the footer and the header as ``PagerFooterView``s, the placeholder, the refresh control,
  /// VoiceOver's announcements), so none of it is the controller's API.
  ///
  /// The controller owns it; it holds the controller weakly, and the binding holds it weakly.
  @MainActor
  final class PagerTableHost<
    Query: Hashable & Sendable, Cursor: Hashable & Sendable,
    Item: Identifiable & Equatable & Sendable
  >: NSObject, PagerListHost, UITableViewDataSourcePrefetching where Item.ID: Sendable {
    let pager: Pager<Query, Cursor, Item>
    private(set) lazy var binding = PagerListBinding(pager: pager, host: self)
    private weak var controller: UITableViewController?
    private var opensAtBottom: Bool
    private let registerCells: @MainActor (UITableView) -> Void
    private let makeCell: @MainActor (UITableView, IndexPath, Item) -> UITableViewCell
    private var dataSource: UITableViewDiffableDataSource<Int, PagerRow<Item.ID>>?
    private lazy var views = TablePresentationViews(
      texts: { [weak self] in self?.pager.texts ?? RefreshTexts() },
      retry: { [weak self] in self?.binding.retryTapped() })
    private static var placeholderReuseIdentifier: String { "RefreshKit.PagerRow.placeholder" }

    init<Cell>(
      pager: Pager<Query, Cursor, Item>, startsAtBottom: Bool,
      cell: TableCellRegistration<Cell, Item>
    ) {
      self.pager = pager
      self.opensAtBottom = startsAtBottom
      self.registerCells = { cell.register(in: $0) }
      self.makeCell = { cell.cell(in: $0, at: $1, item: $2) }
    }

    /// Sets up `controller`'s table (cells, data source, prefetching, pull-to-refresh), then
    /// starts showing the pager.
    func install(in controller: UITableViewController) {
      self.controller = controller
      let tableView: UITableView = controller.tableView
      registerCells(tableView)
      tableView.register(
        UITableViewCell.self, forCellReuseIdentifier: Self.placeholderReuseIdentifier)
      dataSource = UITableViewDiffableDataSource(tableView: tableView) {
        [weak self] tableView, indexPath, row in
        self?.cell(in: tableView, at: indexPath, row: row) ?? UITableViewCell()
      }
      tableView.prefetchDataSource = self
      tableView.installRefreshControl(for: binding)
      binding.start()
    }

    // MARK: PagerListHost

    func applyRows(_ update: PagerRowsUpdate<Item.ID>) {
      guard let tableView = controller?.tableView else { return }
      tableView.show(
        update, opensAtBottom: &opensAtBottom, frame: { rowFrame($0, in: tableView) },
        apply: { dataSource?.show(update.rows) })
    }

    var firstVisibleRow: Int? { controller?.tableView.indexPathsForVisibleRows?.map(\.row).min() }

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

    /// Rows about to be needed: loads more near the end.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
      binding.rowsWillAppear(atIndexPaths: indexPaths)
    }

    private func cell(in tableView: UITableView, at indexPath: IndexPath, row: PagerRow<Item.ID>)
      -> UITableViewCell?
    {
      binding.rowsWillAppear(atIndexPaths: [indexPath])
      guard case .item(let id) = row else {
        let cell = tableView.dequeueReusableCell(
          withIdentifier: Self.placeholderReuseIdentifier, for: indexPath)
        cell.contentConfiguration = UIListContentConfiguration.pagerPlaceholder(pager.texts)
        return cell
      }
      guard let item = pager.items[id: id] else { return nil }
      return makeCell(tableView, indexPath, item)
    }

  }

  /// The frame of row `index` of a one-section table, when it exists.
  @MainActor
  private func rowFrame(_ index: Int, in tableView: UITableView) -> CGRect? {
    guard index >= 0, index < tableView.numberOfRows(inSection: 0) else { return nil }
    return tableView.rectForRow(at: IndexPath(row: index, section: 0))
  }
#endif
