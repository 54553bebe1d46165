import Decomposer
import Testing

@Suite("NavigationModel: a root, pushed scenes, and modals each with their own push stack")
struct NavigationModelTests {
  private func rootWithDetail() throws -> NavigationModel<TestScene> {
    var model = NavigationModel<TestScene>()
    model.setRoot(.list)
    try model.push(.detail(1))
    return model
  }

  @Test("a new model has no root, no top scene and nothing to pop")
  func emptyModel() {
    let model = NavigationModel<TestScene>()
    #expect(model.root == nil)
    #expect(model.modals.isEmpty)
    #expect(model.topScene == nil)
    #expect(model.contexts.isEmpty)
    #expect(!model.canPop)
  }

  @Test("setting the root makes it the top scene and reports .setRoot")
  func setRoot() {
    var model = NavigationModel<TestScene>()
    #expect(model.setRoot(.list) == .setRoot(.list))
    #expect(model.root == SceneStack(base: .list, providesNavigation: true))
    #expect(model.topScene == .list)
    #expect(!model.canPop)
  }

  @Test("setting the root again drops every pushed scene and modal")
  func setRootReplacesEverything() throws {
    var model = try rootWithDetail()
    try model.present(.compose)
    try model.push(.detail(2))
    #expect(model.setRoot(.compose, providesNavigation: false) == .setRoot(.compose))
    #expect(model.contexts == [SceneStack(base: .compose, providesNavigation: false)])
  }

  @Test("push puts the scene on top of the root's stack")
  func pushOntoRoot() throws {
    var model = NavigationModel<TestScene>()
    model.setRoot(.list)
    #expect(try model.push(.detail(1)) == .push(.detail(1)))
    #expect(try model.push(.detail(2)) == .push(.detail(2)))
    #expect(model.root?.scenes == [.list, .detail(1), .detail(2)])
    #expect(model.topScene == .detail(2))
    #expect(model.canPop)
  }

  @Test("present opens a new context over everything; push then goes onto the modal")
  func presentThenPushOntoModal() throws {
    var model = try rootWithDetail()
    #expect(try model.present(.compose) == .present(.compose))
    #expect(model.topScene == .compose)
    #expect(try model.push(.detail(9)) == .push(.detail(9)))
    #expect(model.root?.scenes == [.list, .detail(1)])
    #expect(
      model.modals == [SceneStack(base: .compose, providesNavigation: true, pushed: [.detail(9)])])
    #expect(model.currentContext?.top == .detail(9))
  }

  @Test("modals stack: a second modal is presented over the first")
  func modalsStack() throws {
    var model = try rootWithDetail()
    try model.present(.compose)
    try model.present(.alert, providesNavigation: false)
    #expect(model.modals.map(\.base) == [.compose, .alert])
    #expect(model.contexts.count == 3)
    #expect(model.topScene == .alert)
  }

  @Test("pop removes the last pushed scene of the topmost context")
  func popPushedScene() throws {
    var model = try rootWithDetail()
    #expect(try model.pop() == .pop(.detail(1)))
    #expect(model.topScene == .list)
    #expect(!model.canPop)
  }

  @Test("pop inside a modal pops the modal's stack and leaves the root alone")
  func popInsideModal() throws {
    var model = try rootWithDetail()
    try model.present(.compose)
    try model.push(.detail(9))
    #expect(try model.pop() == .pop(.detail(9)))
    #expect(model.topScene == .compose)
    #expect(model.root?.scenes == [.list, .detail(1)])
  }

  @Test("pop on a modal with nothing pushed dismisses it, as the seed's pop() does")
  func popDismissesBareModal() throws {
    var model = try rootWithDetail()
    try model.present(.alert, providesNavigation: false)
    #expect(
      try model.pop() == .dismiss(SceneStack(base: .alert, providesNavigation: false)))
    #expect(model.modals.isEmpty)
    #expect(model.topScene == .detail(1))
  }

  @Test("dismiss removes the topmost modal with everything pushed on it")
  func dismissModalWithItsStack() throws {
    var model = try rootWithDetail()
    try model.present(.compose)
    try model.push(.detail(9))
    let change = try model.dismiss()
    #expect(
      change == .dismiss(SceneStack(base: .compose, providesNavigation: true, pushed: [.detail(9)]))
    )
    #expect(model.modals.isEmpty)
    #expect(model.topScene == .detail(1))
  }

  @Test(
    "transition(to:type:) performs the seed's root, push and modal",
    arguments: [
      (SceneTransitionType.root, NavigationChange<TestScene>.setRoot(.compose)),
      (.push, .push(.compose)),
      (.modal, .present(.compose)),
    ])
  func transitionTypes(type: SceneTransitionType, expected: NavigationChange<TestScene>) throws {
    var model = NavigationModel<TestScene>()
    model.setRoot(.list)
    #expect(try model.transition(to: .compose, type: type) == expected)
    #expect(model.topScene == .compose)
  }

  // MARK: - Errors: each leaves the model unchanged

  @Test(
    "every move but setRoot before a root throws .noRoot naming the move",
    arguments: [NavigationMove.push, .present, .pop, .dismiss])
  func movesBeforeRoot(move: NavigationMove) {
    var model = NavigationModel<TestScene>()
    #expect(throws: NavigationError.noRoot(attempted: move)) {
      switch move {
      case .setRoot: model.setRoot(.list)
      case .push: try model.push(.detail(1))
      case .present: try model.present(.compose)
      case .pop: try model.pop()
      case .dismiss: try model.dismiss()
      }
    }
    #expect(model == NavigationModel())
  }

  @Test("push and modal transitions before a root throw .noRoot too")
  func transitionsBeforeRoot() {
    var model = NavigationModel<TestScene>()
    #expect(throws: NavigationError.noRoot(attempted: .push)) {
      try model.transition(to: .list, type: .push)
    }
    #expect(throws: NavigationError.noRoot(attempted: .present)) {
      try model.transition(to: .list, type: .modal)
    }
    #expect(model == NavigationModel())
  }

  @Test("push onto a root that provides no navigation throws .noNavigationContext")
  func pushWithoutNavigationAtRoot() {
    var model = NavigationModel<TestScene>()
    model.setRoot(.alert, providesNavigation: false)
    let before = model
    #expect(throws: NavigationError.noNavigationContext(sceneName: "alert")) {
      try model.push(.detail(1))
    }
    #expect(model == before)
  }

  @Test("push onto a modal that provides no navigation throws .noNavigationContext")
  func pushWithoutNavigationInModal() throws {
    var model = try rootWithDetail()
    try model.present(.alert, providesNavigation: false)
    let before = model
    #expect(throws: NavigationError.noNavigationContext(sceneName: "alert")) {
      try model.push(.detail(2))
    }
    #expect(model == before)
  }

  @Test("pop at the root, with nothing pushed and no modal, throws .nothingToPop")
  func popAtRoot() {
    var model = NavigationModel<TestScene>()
    model.setRoot(.list)
    let before = model
    #expect(throws: NavigationError.nothingToPop) { try model.pop() }
    #expect(model == before)
  }

  @Test("dismiss with no modal throws .nothingToDismiss, even with pushed scenes")
  func dismissWithoutModal() throws {
    var model = try rootWithDetail()
    let before = model
    #expect(throws: NavigationError.nothingToDismiss) { try model.dismiss() }
    #expect(model == before)
  }
}
