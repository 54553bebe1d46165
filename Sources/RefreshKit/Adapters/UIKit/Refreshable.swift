#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  public import UIKit

  /// A screen whose scroll view refreshes through a ``RefreshController``: the seed's `Refreshable`.
  ///
  /// Conform, provide the two properties, and call ``bindRefreshStateMachine()`` once in
  /// `viewDidLoad()`; a `UIRefreshControl` then triggers `.pullToRefresh` and the list
  /// reloads when each load settles.
  ///
  /// ```swift
  /// final class FeedViewController: UITableViewController, Refreshable {
  ///   var refreshableView: UIScrollView { tableView }
  ///   let refreshController = RefreshController(operator: feedOperator)
  ///   override func viewDidLoad() {
  ///     super.viewDidLoad()
  ///     bindRefreshStateMachine()
  ///   }
  /// }
  /// ```
  ///
  /// Isolation: main actor, like UIKit.
  @MainActor
  public protocol Refreshable: AnyObject {
    /// The engine's operator type.
    associatedtype Operator: RefreshOperating
    /// The scroll view that shows the list (a table, collection or plain scroll view).
    var refreshableView: UIScrollView { get }
    /// The controller that runs the list's loads.
    var refreshController: RefreshController<Operator> { get }
  }

  extension Refreshable {
    /// Installs pull-to-refresh and starts the first load.
    public func bindRefreshStateMachine() {
      #if REFRESHKIT_REFRESH_CONTROL
        let control = UIRefreshControl()
        control.addAction(
          UIAction { [weak self] _ in self?.refreshFromControl() }, for: .valueChanged)
        refreshableView.refreshControl = control
      #endif
      refreshController.refresh { [weak self] in self?.reloadRefreshableView() }
    }

    /// Reloads the table or collection view after a load settled.
    public func reloadRefreshableView() {
      #if REFRESHKIT_REFRESH_CONTROL
        refreshableView.refreshControl?.endRefreshing()
      #endif
      (refreshableView as? UITableView)?.reloadData()
      (refreshableView as? UICollectionView)?.reloadData()
    }

    #if REFRESHKIT_REFRESH_CONTROL
      private func refreshFromControl() {
        refreshController.refresh { [weak self] in self?.reloadRefreshableView() }
      }
    #endif
  }
#endif
