#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  public import UIKit

  /// A table screen that shows a ``Pager``, as the seed's `TViewController` showed its operator.
  ///
  /// It applies every change of the pager (whoever caused it) through a diffable data source,
  /// loads more as rows are about to appear (from the cell provider and
  /// `UITableViewDataSourcePrefetching`, so the table's delegate is yours), draws a
  /// ``PagerFooterView`` with tap-to-retry (and one as the header of a list that loads both
  /// ways), draws a placeholder cell for each row the pager counts but does not hold, keeps the
  /// row on screen in place when rows change above it, opens at the last row when
  /// ``startsAtBottom`` (a chat), announces pages and failures to VoiceOver, shows empty,
  /// failed and offline placeholders, and installs pull-to-refresh where the platform has it.
  /// Every decision is ``PagerListBinding``'s.
  ///
  /// ```swift
  /// let screen = PagerTableViewController(
  ///   pager: pager,
  ///   cell: TableCellRegistration<UITableViewCell, Repository> { cell, _, repository in
  ///     var content = cell.defaultContentConfiguration()
  ///     content.text = repository.fullName
  ///     cell.contentConfiguration = content
  ///   })
  /// ```
  @MainActor
  open class PagerTableViewController<
    Query: Hashable & Sendable, Cursor: Hashable & Sendable,
    Item: Identifiable & Equatable & Sendable
  >: UITableViewController, PrefetchingPagerScreen, PagerListHost, UITableViewDataSourcePrefetching
  where Item.ID: Sendable {
    /// The list this screen shows.
    public let pager: Pager<Query, Cursor, Item>
    /// The binding that drives the table from the pager.
    public private(set) lazy var listBinding = PagerListBinding(pager: pager, host: self)
    /// The table's footer.
    public private(set) lazy var footerView = PagerFooterView(
      retryTitle: pager.texts.retry, retryHint: pager.texts.retryHint
    ) { [weak self] in self?.listBinding.retryTapped() }
    /// The table's header: loading or failed at the start of a list that loads both ways.
    public private(set) lazy var headerView = PagerFooterView(
      retryTitle: pager.texts.retry, retryHint: pager.texts.retryHint
    ) { [weak self] in self?.listBinding.retryTapped() }
    /// Whether the screen opens at its last row, as a chat opens at its newest message.
    public let startsAtBottom: Bool
    private var opensAtBottom: Bool
    private let registerCells: @MainActor (UITableView) -> Void
    private let makeCell: @MainActor (UITableView, IndexPath, Item) -> UITableViewCell
    private var dataSource: UITableViewDiffableDataSource<Int, PagerRow<Item.ID>>?
    private static var placeholderReuseIdentifier: String { "RefreshKit.PagerRow.placeholder" }

    /// Creates the screen for `pager`, with rows made from `cell`; `startsAtBottom` opens it at
    /// its last row, as a chat does.
    public init<Cell>(
      pager: Pager<Query, Cursor, Item>, style: UITableView.Style = .plain,
      startsAtBottom: Bool = false, cell: TableCellRegistration<Cell, Item>
    ) {
      self.pager = pager
      self.startsAtBottom = startsAtBottom
      self.opensAtBottom = startsAtBottom
      self.registerCells = { cell.register(in: $0) }
      self.makeCell = { cell.cell(in: $0, at: $1, item: $2) }
      super.init(style: style)
    }

    /// Not available: a generic view controller cannot come from a storyboard.
    public required init?(coder: NSCoder) { nil }

    /// The table view.
    public var refreshableView: UIScrollView { tableView }

    /// Sets up the data source, prefetching, the footer and pull-to-refresh, then starts.
    open override func viewDidLoad() {
      super.viewDidLoad()
      registerCells(tableView)
      tableView.register(
        UITableViewCell.self, forCellReuseIdentifier: Self.placeholderReuseIdentifier)
      dataSource = UITableViewDiffableDataSource(tableView: tableView) {
        [weak self] tableView, indexPath, row in
        self?.cell(in: tableView, at: indexPath, row: row) ?? UITableViewCell()
      }
      tableView.prefetchDataSource = self
      bindPager()
    }

    /// Shows items alone (no placeholders); the binding calls ``applyRows(_:)``.
    open func apply(_ update: ListUpdate<Item.ID>) {
      dataSource?.show(update.asRows())
    }

    /// Shows the rows after a change of the pager, keeping the kept row on its line (and
    /// the first rows from their last one, when ``startsAtBottom``).
    open func applyRows(_ update: PagerRowsUpdate<Item.ID>) {
      let tableView: UITableView = tableView
      tableView.show(
        update, opensAtBottom: &opensAtBottom, frame: { rowFrame($0, in: tableView) },
        apply: { dataSource?.show(update.rows) })
    }

    /// The topmost row on screen.
    open var firstVisibleRow: Int? { tableView.indexPathsForVisibleRows?.map(\.row).min() }

    /// Shows the prepend header as the table's header while it has something to show; the
    /// rows on screen stay where they are as it comes and goes.
    open func showPrependHeader(_ header: RefreshPresentation.PrependHeader) {
      headerView.show(header)
      if header.isVisible {
        tableView.setHeaderKeepingRows(headerView)
      } else if tableView.tableHeaderView === headerView {
        tableView.setHeaderKeepingRows(nil)  // a header of the app's own (a search bar) stays
      }
    }

    /// Tells VoiceOver `announcement`.
    open func announce(_ announcement: String) {
      postAnnouncement(announcement)
    }

    /// Starts or stops the refresh control with the refresh.
    open func setRefreshControlSpinning(_ spinning: Bool) {
      updateRefreshControl(spinning: spinning)
    }

    /// Shows the footer's state; a footer with nothing to show takes no space.
    open func showFooter(_ footer: RefreshPresentation.Footer) {
      footerView.show(footer)
      tableView.tableFooterView = footer.isVisible ? footerView : nil
    }

    /// Shows the placeholder over an empty table.
    open func showPlaceholder(_ placeholder: RefreshPresentation.Placeholder) {
      contentUnavailableConfiguration = UIContentUnavailableConfiguration.placeholder(
        placeholder.content(texts: pager.texts)
      ) { [weak self] in self?.listBinding.retryTapped() }
    }

    /// Rows about to be needed: loads more near the end.
    open func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
      rowsWillAppear(at: indexPaths)
    }

    private func cell(in tableView: UITableView, at indexPath: IndexPath, row: PagerRow<Item.ID>)
      -> UITableViewCell?
    {
      rowsWillAppear(at: [indexPath])
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
