#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  public import UIKit

  /// A table view controller that refreshes and loads more by itself: the seed's `TViewController`.
  ///
  /// Subclass it, configure cells in your data source methods from
  /// `refreshController.operator`'s data source, and everything else is done.
  ///
  /// ```swift
  /// let screen = TViewController(refreshController: RefreshController(
  ///   operator: feedOperator, prefetchDistance: 10))
  /// ```
  @MainActor
  open class TViewController<Operator: RefreshOperating>: UITableViewController, AutoRefreshable {
    /// The controller that runs the list's loads.
    public let refreshController: RefreshController<Operator>
    /// The table view.
    public var refreshableView: UIScrollView { tableView }

    /// Creates the screen for `refreshController`.
    public init(refreshController: RefreshController<Operator>, style: UITableView.Style = .plain) {
      self.refreshController = refreshController
      super.init(style: style)
    }

    /// Not available: a generic view controller cannot come from a storyboard.
    public required init?(coder: NSCoder) { nil }

    /// Binds pull-to-refresh and starts the first load.
    open override func viewDidLoad() {
      super.viewDidLoad()
      bindRefreshStateMachine()
    }

    /// Loads more when the last visible row nears the end.
    open override func scrollViewDidScroll(_ scrollView: UIScrollView) {
      refreshableViewDidScroll()
    }
  }
#endif
