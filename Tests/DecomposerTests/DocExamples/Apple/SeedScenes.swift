// Compiled only where UIKitSceneHost exists; DocExamplesTests lists it as an Apple-only example.
// The seed's plain `SceneType` enum (Decomposer's README), shown by a UIKitSceneHost.
#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  import Decomposer
  import UIKit
  import YLRefreshKit

  enum SeedScenes {
    struct FirstModel: ModelType {
      var names: [String]
      var nextPage: Int?
      var pageablePropertyPath: WritableKeyPath<FirstModel, [String]>? { \.names }
    }

    final class FirstViewModel: ViewModel<FirstModel> {}
    final class SecondViewModel: ViewModel<FirstModel> {}

    final class FirstViewController: UIViewController {
      let viewModel: FirstViewModel
      init(viewModel: FirstViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
      }
      required init?(coder: NSCoder) { nil }
    }

    final class SecondViewController: UIViewController {
      let viewModel: SecondViewModel
      init(viewModel: SecondViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
      }
      required init?(coder: NSCoder) { nil }
    }

    // Block: the seed's scene enum, declaring only SceneType.
    enum Scene: SceneType {
      case first(FirstViewModel)
      case second(SecondViewModel)

      @MainActor var viewController: UIViewController {
        switch self {
        case .first(let viewModel): FirstViewController(viewModel: viewModel)
        case .second(let viewModel): SecondViewController(viewModel: viewModel)
        }
      }
    }

    @MainActor
    static func start(window: UIWindow) throws {
      // Block: the seed's start, in scene(_:willConnectTo:options:).
      let sceneCoordinator = SceneCoordinator(
        host: UIKitSceneHost<Scene>(window: window) { $0.viewController })
      let viewModel = FirstViewModel(sceneCoordinator: sceneCoordinator)
      try sceneCoordinator.transition(to: Scene.first(viewModel), type: .root)
    }
  }
#endif
