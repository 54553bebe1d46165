// Compiled only where UIKitScene exists; DocExamplesTests lists it as an Apple-only example.
#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  import Decomposer
  import UIKit

  /// The guide's scenes, by the name the guide gives them.
  private typealias Scene = DecomposerGuide.Scene

  extension Scene: UIKitScene {
    var viewController: UIViewController {
      switch self {
      case .topics(let viewModel): TopicsViewController(viewModel: viewModel)
      case .topic(let viewModel): TopicViewController(viewModel: viewModel)
      case .login(let viewModel): LoginViewController(viewModel: viewModel)
      }
    }
  }

  /// A screen that shows one view model.
  class ScreenViewController<ViewModel: AnyObject>: UIViewController {
    private(set) var viewModel: ViewModel?

    convenience init(viewModel: ViewModel) {
      self.init()
      self.viewModel = viewModel
    }
  }

  final class TopicsViewController: ScreenViewController<DecomposerGuide.TopicsViewModel> {}
  final class TopicViewController: ScreenViewController<DecomposerGuide.TopicViewModel> {}
  final class LoginViewController: ScreenViewController<DecomposerGuide.LoginViewModel> {}
#endif
