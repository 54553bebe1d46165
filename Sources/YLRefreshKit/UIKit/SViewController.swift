#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  import RefreshKit
  public import UIKit

  /// A plain scroll view screen with pull-to-refresh: the seed's `SViewController`.
  ///
  /// For a screen that is not a list (a profile, a dashboard): the model is reloaded by
  /// pull-to-refresh; override ``refreshDidSettle()`` to redraw.
  ///
  /// ```swift
  /// final class ProfileViewController: SViewController<ProfileOperator> {
  ///   override func refreshDidSettle() { render(refreshController.operator.dataSource?.model) }
  /// }
  /// ```
  @MainActor
  open class SViewController<Operator: RefreshOperating>: UIViewController {
    /// The controller that runs the screen's loads.
    public let refreshController: RefreshController<Operator>
    /// The scroll view that holds the screen's content.
    public let scrollView = UIScrollView()

    /// Creates the screen for `refreshController`.
    public init(refreshController: RefreshController<Operator>) {
      self.refreshController = refreshController
      super.init(nibName: nil, bundle: nil)
    }

    /// Creates the screen for `refreshOperator`, as the seed's `init(refreshOperator:)`.
    ///
    /// ```swift
    /// let profile = ProfileViewController(refreshOperator: profileOperator)
    /// ```
    public convenience init(refreshOperator: Operator) {
      self.init(refreshController: RefreshController(operator: refreshOperator))
    }

    /// Not available: a generic view controller cannot come from a storyboard.
    public required init?(coder: NSCoder) { nil }

    /// Makes the scroll view the root view.
    open override func loadView() { view = scrollView }

    /// Binds pull-to-refresh (where the platform has it) and starts the first load.
    open override func viewDidLoad() {
      super.viewDidLoad()
      #if REFRESHKIT_REFRESH_CONTROL
        let control = UIRefreshControl()
        control.addAction(
          UIAction { [weak self] _ in
            self?.refreshController.refresh { self?.settle() }
          }, for: .valueChanged)
        scrollView.refreshControl = control
      #endif
      refreshController.refresh { [weak self] in self?.settle() }
    }

    /// Called when a refresh settles. Does nothing unless overridden.
    open func refreshDidSettle() {}

    /// The refresh this screen started (or joined) settled: the spinner stops with it.
    private func settle() {
      #if REFRESHKIT_REFRESH_CONTROL
        scrollView.refreshControl?.endRefreshing()
      #endif
      refreshDidSettle()
    }
  }
#endif
