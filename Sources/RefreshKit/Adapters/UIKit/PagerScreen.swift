#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  public import UIKit

  /// A screen whose scroll view shows a ``Pager``; what the seed called `Refreshable`.
  ///
  /// Conform, provide the two properties, and call ``bindPager()`` once in
  /// `viewDidLoad()`: a refresh control is installed where the platform has one and
  /// ``Pager/isRefreshable`` is `true`, and the binding starts showing the pager (its first
  /// load included). ``PagerTableViewController`` and ``PagerCollectionViewController`` do all of this.
  ///
  /// ```swift
  /// final class FeedViewController: UIViewController, PagerScreen, PagerListHost {
  ///   let scrollView = UITableView()
  ///   var refreshableView: UIScrollView { scrollView }
  ///   lazy var listBinding = PagerListBinding(pager: feedPager, host: self)
  ///   override func viewDidLoad() {
  ///     super.viewDidLoad()
  ///     bindPager()
  ///   }
  ///   func setRefreshControlSpinning(_ spinning: Bool) { updateRefreshControl(spinning: spinning) }
  ///   // and PagerListHost's apply(_:), showFooter(_:), showPlaceholder(_:)
  /// }
  /// ```
  ///
  /// Isolation: main actor, like UIKit.
  @MainActor
  public protocol PagerScreen: AnyObject {
    /// The pager's query type.
    associatedtype Query: Hashable & Sendable
    /// The pager's cursor type.
    associatedtype Cursor: Hashable & Sendable
    /// The pager's item type.
    associatedtype Item: Identifiable & Equatable & Sendable where Item.ID: Sendable
    /// The scroll view that shows the list.
    var refreshableView: UIScrollView { get }
    /// The binding that drives the screen from its pager.
    var listBinding: PagerListBinding<Query, Cursor, Item> { get }
  }

  extension PagerScreen {
    /// Installs pull-to-refresh where it exists and starts showing the pager.
    public func bindPager() {
      #if REFRESHKIT_REFRESH_CONTROL
        if listBinding.showsRefreshControl {
          let control = UIRefreshControl()
          control.addAction(
            UIAction { [weak self] _ in self?.listBinding.refreshControlDidPull() },
            for: .valueChanged)
          refreshableView.refreshControl = control
        }
      #endif
      listBinding.start()
    }

    /// Starts or stops the refresh control; a ``PagerListHost`` calls it from
    /// ``PagerListHost/setRefreshControlSpinning(_:)``.
    public func updateRefreshControl(spinning: Bool) {
      #if REFRESHKIT_REFRESH_CONTROL
        guard let control = refreshableView.refreshControl else { return }
        if spinning, !control.isRefreshing { control.beginRefreshing() }
        if !spinning, control.isRefreshing { control.endRefreshing() }
      #endif
    }
  }
#endif
