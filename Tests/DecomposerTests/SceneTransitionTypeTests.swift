import Decomposer
import Testing

@Suite("SceneTransitionType: the seed's root, push and modal")
struct SceneTransitionTypeTests {
  @Test("the three transition types are root, push and modal")
  func cases() {
    #expect(SceneTransitionType.allCases == [.root, .push, .modal])
  }
}
