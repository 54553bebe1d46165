import Decomposer
import Testing

@Suite("SceneType: a scene names itself and provides navigation by default")
struct SceneTypeTests {
  private enum Plain: SceneType {
    case home
  }

  @Test("by default a scene's name describes it and it provides navigation")
  func defaults() {
    #expect(Plain.home.sceneName == "home")
    #expect(Plain.home.providesNavigation)
  }

  @Test("a scene can opt out of navigation")
  func optOut() {
    #expect(!TestScene.alert.providesNavigation)
    #expect(TestScene.detail(4).sceneName == "detail(4)")
  }
}
