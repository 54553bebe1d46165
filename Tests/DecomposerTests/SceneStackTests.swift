import Decomposer
import Testing

@Suite("SceneStack: one context, a base scene and the scenes pushed on it")
struct SceneStackTests {
  @Test("the top of a stack with nothing pushed is its base")
  func topIsBase() {
    let stack = SceneStack(base: TestScene.list, providesNavigation: true)
    #expect(stack.top == .list)
    #expect(stack.scenes == [.list])
  }

  @Test("the top of a stack is its last pushed scene; scenes lists base first")
  func topIsLastPushed() {
    let stack = SceneStack(
      base: TestScene.list, providesNavigation: true, pushed: [.detail(1), .detail(2)])
    #expect(stack.top == .detail(2))
    #expect(stack.scenes == [.list, .detail(1), .detail(2)])
  }
}
