// View controllers, including the table and collection view controllers: iOS, tvOS, visionOS.
#if APPLE_API_UIKIT_VIEWS

  /// Manages a view hierarchy.
  @MainActor
  open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// The root view, loaded by loadView() on first access.
    open var view: UIView! {
      get {
        if loadedView == nil {
          loadView()
          viewDidLoad()
        }
        return loadedView
      }
      set { loadedView = newValue }
    }
    /// Whether the view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }
    /// The title shown by navigation.
    open var title: String?
    /// The navigation controller this one is in.
    open private(set) var navigationController: UINavigationController?
    /// The parent view controller.
    open private(set) weak var parent: UIViewController?
    /// The view controller this one presents.
    open private(set) var presentedViewController: UIViewController?
    /// The view controller that presents this one.
    open private(set) var presentingViewController: UIViewController?
    /// The presentation controller of this one's presentation.
    open private(set) var presentationController: UIPresentationController?
    /// The coordinator of the transition under way.
    open private(set) var transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    /// Whether the view controller is being dismissed.
    open private(set) var isBeingDismissed = false
    /// Whether the view controller is being presented.
    open private(set) var isBeingPresented = false
    /// Whether the view controller is being removed from its parent.
    open private(set) var isMovingFromParent = false
    /// Whether the view controller is being added to a parent.
    open private(set) var isMovingToParent = false
    /// What the view controller shows when it has no content (iOS 17.0+, tvOS 17.0+).
    @available(iOS 17.0, tvOS 17.0, *)
    open var contentUnavailableConfiguration: (any UIContentConfiguration)? {
      get { nil }
      set {}
    }
    /// The state for updateContentUnavailableConfiguration(using:) (iOS 17.0+, tvOS 17.0+).
    @available(iOS 17.0, tvOS 17.0, *)
    open var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
      UIContentUnavailableConfigurationState()
    }

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    public required init?(coder: NSCoder) { super.init() }

    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// Creates the root view.
    open func loadView() { loadedView = UIView(frame: .zero) }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called after the view laid out its subviews (iOS 5.0+, tvOS 9.0+).
    open func viewDidLayoutSubviews() {}

    /// Presents `viewControllerToPresent` modally.
    open func present(
      _ viewControllerToPresent: UIViewController, animated flag: Bool,
      completion: (() -> Void)? = nil
    ) {}

    /// Dismisses the view controller this one presents (or this one).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}

    /// Adds a child view controller.
    open func addChild(_ childController: UIViewController) {}
    /// Removes this view controller from its parent.
    open func removeFromParent() {}
    /// Called after the view controller moved to `parent`.
    open func didMove(toParent parent: UIViewController?) {}
    /// Called before the view controller moves to `parent`.
    open func willMove(toParent parent: UIViewController?) {}

    /// Asks for updateContentUnavailableConfiguration(using:) on the next update.
    @available(iOS 17.0, tvOS 17.0, *)
    open func setNeedsUpdateContentUnavailableConfiguration() {}

    /// Updates contentUnavailableConfiguration for `state`.
    @available(iOS 17.0, tvOS 17.0, *)
    open func updateContentUnavailableConfiguration(
      using state: UIContentUnavailableConfigurationState
    ) {}
  }

  /// A view controller whose view is a table view, and which is its data source and delegate.
  ///
  /// Like Swift's import of Apple's header, it has the protocols' methods as members, so a
  /// subclass overrides them with `override`.
  @MainActor
  open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The table view.
    open var tableView: UITableView!

    #if APPLE_API_REFRESH_CONTROL
      /// The table's pull-to-refresh control (not on tvOS).
      open var refreshControl: UIRefreshControl?
    #endif

    public init(style: UITableView.Style) {
      super.init(nibName: nil, bundle: nil)
      tableView = UITableView(frame: .zero, style: style)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    { UITableViewCell(style: .default, reuseIdentifier: nil) }

    open func numberOfSections(in tableView: UITableView) -> Int { 1 }

    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
      -> String?
    { nil }

    open func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}

    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  }

  /// A view controller whose view is a collection view, and which is its data source and
  /// delegate. Like UITableViewController, it has the protocols' methods as members.
  @MainActor
  open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
    UICollectionViewDelegate
  {
    /// The collection view.
    open var collectionView: UICollectionView!

    public init(collectionViewLayout layout: UICollectionViewLayout) {
      super.init(nibName: nil, bundle: nil)
      collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { 0 }

    open func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell { UICollectionViewCell(frame: .zero) }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    open func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView { UICollectionReusableView(frame: .zero) }

    open func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {}

    open func collectionView(
      _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) {}

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  }
#endif
