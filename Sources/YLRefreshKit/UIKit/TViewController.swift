#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  import RefreshKit
  public import UIKit

  /// A table screen over a ``RefreshController``: the seed's `TViewController(refreshOperator:)`.
  ///
  /// Its table's data source is the operator's data source (the seed's view model, when it is a
  /// `UITableViewDataSource`). It installs pull-to-refresh where the platform has it, starts the
  /// first load, reloads the table after every load that did not fail, and loads more as rows
  /// are about to appear (through `prefetchDataSource`, so the table's delegate stays yours).
  /// Its `tableFooterView` is the load-more footer, the seed's MJRefresh footer: a
  /// `PagerFooterView` showing a spinner while loading more, the "no more data" text at the
  /// end, and after a failed load-more the error with a retry button that loads the same page
  /// again (``SeedFooterBinding`` decides). A footer view of yours is put back while the footer
  /// has nothing to show.
  /// The name ``TViewController`` belongs to the ``Pager`` screen.
  ///
  /// ```swift
  /// let screen = TViewController(
  ///   refreshOperator: RefreshOperator(
  ///     dataSource: SecondViewModel(), networkManager: client, target: .second(page: 1)))
  /// ```
  @MainActor
  open class TViewController<Operator: RefreshOperating>: UITableViewController,
    UITableViewDataSourcePrefetching
  {
    /// The controller that runs the list's loads.
    public let refreshController: RefreshController<Operator>
    private let glue: SeedScreenGlue<Operator>

    /// Creates the screen for `refreshController`; `afterRefreshed` runs after each load that
    /// did not fail, once the table is reloaded.
    public init(
      refreshController: RefreshController<Operator>, style: UITableView.Style = .plain,
      afterRefreshed: (@MainActor () -> Void)? = nil
    ) {
      self.refreshController = refreshController
      glue = SeedScreenGlue(refreshController: refreshController, afterRefreshed: afterRefreshed)
      super.init(style: style)
    }

    /// Creates the screen for `refreshOperator`, as the seed's `init(refreshOperator:)`.
    public convenience init(
      refreshOperator: Operator, style: UITableView.Style = .plain,
      afterRefreshed: (@MainActor () -> Void)? = nil
    ) {
      self.init(
        refreshController: RefreshController(operator: refreshOperator), style: style,
        afterRefreshed: afterRefreshed)
    }

    /// Not available: a generic view controller cannot come from a storyboard.
    public required init?(coder: NSCoder) { nil }

    /// The table view (the seed's `refreshableView`).
    public var refreshableView: UIScrollView { tableView }

    /// Makes the operator's data source the table's, then starts the first load.
    open override func viewDidLoad() {
      super.viewDidLoad()
      if let source = refreshController.operator.dataSourceObject as? any UITableViewDataSource {
        tableView.dataSource = source
      }
      tableView.prefetchDataSource = self
      glue.start(in: tableView)
    }

    /// Rows about to be needed: loads more near the end.
    open func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
      glue.rowsWillAppear(at: indexPaths)
    }
  }
#endif
