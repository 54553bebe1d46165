#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  import RefreshKit
  public import UIKit

  /// A collection screen over a ``RefreshController``: the seed's
  /// `CViewController(refreshOperator:)`.
  ///
  /// The same behaviour as ``TViewController``: the operator's data source (when
  /// it is a `UICollectionViewDataSource`) feeds the collection view, which is reloaded after
  /// every load that did not fail. The name ``CViewController`` belongs to the ``Pager`` screen.
  ///
  /// It shows the same load-more footer (loading, no more data, failed with a retry that loads
  /// the same page again): a `PagerFooterView` kept just below the content of a vertically
  /// scrolling layout, with room made for it in the bottom content inset. It is not a
  /// supplementary footer (`PagerFooterCell`) because the collection's data source is the
  /// operator's (the app's), and only the data source hands out supplementary views.
  ///
  /// ```swift
  /// let screen = CViewController(
  ///   refreshOperator: feedOperator, layout: UICollectionViewFlowLayout())
  /// ```
  @MainActor
  open class CViewController<Operator: RefreshOperating>:
    UICollectionViewController, UICollectionViewDataSourcePrefetching
  {
    /// The controller that runs the list's loads.
    public let refreshController: RefreshController<Operator>
    private let glue: SeedScreenGlue<Operator>

    /// Creates the screen for `refreshController`, laid out by `layout`; `afterRefreshed`
    /// runs after each load that did not fail, once the collection view is reloaded.
    public init(
      refreshController: RefreshController<Operator>, layout: UICollectionViewLayout,
      afterRefreshed: (@MainActor () -> Void)? = nil
    ) {
      self.refreshController = refreshController
      glue = SeedScreenGlue(refreshController: refreshController, afterRefreshed: afterRefreshed)
      super.init(collectionViewLayout: layout)
    }

    /// Creates the screen for `refreshOperator`, as the seed's `init(refreshOperator:)`.
    public convenience init(
      refreshOperator: Operator, layout: UICollectionViewLayout,
      afterRefreshed: (@MainActor () -> Void)? = nil
    ) {
      self.init(
        refreshController: RefreshController(operator: refreshOperator), layout: layout,
        afterRefreshed: afterRefreshed)
    }

    /// Not available: a generic view controller cannot come from a storyboard.
    public required init?(coder: NSCoder) { nil }

    /// The collection view (the seed's `refreshableView`).
    public var refreshableView: UIScrollView { collectionView }

    /// Makes the operator's data source the collection view's, then starts the first load.
    open override func viewDidLoad() {
      super.viewDidLoad()
      if let source = refreshController.operator.dataSourceObject
        as? any UICollectionViewDataSource
      {
        collectionView.dataSource = source
      }
      collectionView.prefetchDataSource = self
      glue.start(in: collectionView)
    }

    /// Keeps the load-more footer below the content, whose size may have changed.
    open override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      glue.layoutFooter()
    }

    /// Items about to be needed: loads more near the end.
    open func collectionView(
      _ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]
    ) {
      glue.rowsWillAppear(at: indexPaths)
    }
  }
#endif
