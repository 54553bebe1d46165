#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  import UIKit

  /// The delegate ``UIKitSceneHost`` gives the navigation controllers it creates and the
  /// presentation controllers of what it presents, to hear about moves the user makes.
  @MainActor
  final class UIKitTransitionObserver: NSObject, UINavigationControllerDelegate,
    UIAdaptivePresentationControllerDelegate
  {
    /// A transition starts in this controller: a push, a pop, a swipe back or a sheet swipe.
    var transitionWillStart: @MainActor (UIViewController) -> Void = { _ in }
    /// A navigation controller finished showing a view controller.
    var navigationDidShow: @MainActor (UINavigationController) -> Void = { _ in }
    /// The user dismissed a presented controller (never called for programmatic dismissals).
    var presentationDidDismiss: @MainActor () -> Void = {}

    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      transitionWillStart(navigationController)
    }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      navigationDidShow(navigationController)
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      transitionWillStart(presentationController.presentedViewController)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      presentationDidDismiss()
    }
  }
#endif
