#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  public import UIKit

  /// A collection view controller that refreshes and loads more by itself: the seed's `CViewController`.
  ///
  /// Subclass it, configure items in your data source methods from
  /// `refreshController.operator`'s data source, and everything else is done.
  ///
  /// ```swift
  /// let screen = CViewController(refreshController: RefreshController(
  ///   operator: feedOperator, prefetchDistance: 10), layout: UICollectionViewFlowLayout())
  /// ```
  @MainActor
  open class CViewController<Operator: RefreshOperating>: UICollectionViewController,
    AutoRefreshable
  {
    /// The controller that runs the list's loads.
    public let refreshController: RefreshController<Operator>
    /// The collection view.
    public var refreshableView: UIScrollView { collectionView }

    /// Creates the screen for `refreshController`.
    public init(refreshController: RefreshController<Operator>, layout: UICollectionViewLayout) {
      self.refreshController = refreshController
      super.init(collectionViewLayout: layout)
    }

    /// Not available: a generic view controller cannot come from a storyboard.
    public required init?(coder: NSCoder) { nil }

    /// Binds pull-to-refresh and starts the first load.
    open override func viewDidLoad() {
      super.viewDidLoad()
      bindRefreshStateMachine()
    }

    /// Loads more when the last visible item nears the end.
    open override func scrollViewDidScroll(_ scrollView: UIScrollView) {
      refreshableViewDidScroll()
    }
  }
#endif
