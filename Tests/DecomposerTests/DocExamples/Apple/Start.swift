// Compiled only where UIKitSceneHost exists; DocExamplesTests lists it as an Apple-only example.
#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  import Decomposer
  import UIKit

  extension DecomposerGuide {
    static func start(window: UIWindow) throws {
      // UIKit, in scene(_:willConnectTo:options:)
      let coordinator = SceneCoordinator(host: UIKitSceneHost<Scene>(window: window))
      let topics = TopicsViewModel(sceneCoordinator: coordinator)
      try coordinator.transition(to: Scene.topics(topics), type: .root)
    }
  }
#endif
