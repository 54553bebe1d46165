import Decomposer
import Testing

@Suite("NavigationModel reconciliation: what a host shows implies pops and dismissals")
struct NavigationModelReconciliationTests {
  /// list > detail(1) > detail(2), then compose > detail(9) presented over it.
  private func twoContexts() throws -> NavigationModel<TestScene> {
    var model = NavigationModel<TestScene>()
    model.setRoot(.list)
    try model.push(.detail(1))
    try model.push(.detail(2))
    try model.present(.compose)
    try model.push(.detail(9))
    return model
  }

  @Test("a depth that matches the current context implies nothing")
  func matchingDepth() throws {
    let model = try twoContexts()
    #expect(model.currentContextIndex == 1)
    #expect(model.pops(forShownDepth: 2, inContext: 1).isEmpty)
  }

  @Test("a smaller depth of the current context implies its pops, topmost first")
  func smallerDepth() throws {
    var model = NavigationModel<TestScene>()
    model.setRoot(.list)
    try model.push(.detail(1))
    try model.push(.detail(2))
    #expect(model.pops(forShownDepth: 1, inContext: 0) == [.pop(.detail(2)), .pop(.detail(1))])
    #expect(model.reconcile(shownDepth: 2, inContext: 0) == [.pop(.detail(2))])
    #expect(model.root?.scenes == [.list, .detail(1)])
  }

  @Test("reports the model cannot follow change nothing: deeper, empty, or under a modal")
  func ignoredDepths() throws {
    var model = try twoContexts()
    let before = model
    #expect(model.reconcile(shownDepth: 5, inContext: 1).isEmpty)
    #expect(model.reconcile(shownDepth: 0, inContext: 1).isEmpty)
    #expect(model.reconcile(shownDepth: 1, inContext: 0).isEmpty)
    #expect(model.reconcile(shownDepth: 1, inContext: 7).isEmpty)
    #expect(model == before)
    #expect(NavigationModel<TestScene>().pops(forShownDepth: 1, inContext: 0).isEmpty)
  }

  @Test("fewer modals shown implies dismissing the ones above, with their pushed scenes")
  func fewerModals() throws {
    var model = try twoContexts()
    try model.present(.alert, providesNavigation: false)
    let compose = SceneStack(
      base: TestScene.compose, providesNavigation: true, pushed: [.detail(9)])
    let alert = SceneStack(base: TestScene.alert, providesNavigation: false)
    #expect(model.dismissals(forShownModalCount: 0) == [.dismiss(alert), .dismiss(compose)])
    #expect(model.reconcile(shownModalCount: 1) == [.dismiss(alert)])
    #expect(model.modals == [compose])
    #expect(model.topScene == .detail(9))
  }

  @Test("as many modals as the model, or more, imply nothing")
  func sameOrMoreModals() throws {
    var model = try twoContexts()
    let before = model
    #expect(model.reconcile(shownModalCount: 1).isEmpty)
    #expect(model.reconcile(shownModalCount: 3).isEmpty)
    #expect(model.reconcile(shownModalCount: -1).isEmpty)
    #expect(model == before)
  }
}
