import RefreshKit
import RefreshKitTesting
import Testing
import YLRefreshKit
import YLStateMachine

@MainActor
@Suite("RefreshSources: several data sources on one screen (seed 004)", .timeLimit(.minutes(3)))
struct RefreshSourcesTests {
  enum Tab: Hashable, Sendable { case all, unpaid }

  private func makeTabs() -> (
    RefreshSources<Tab, ObservedOperator>, all: FeedScreen, unpaid: FeedScreen
  ) {
    let all = FeedScreen()
    let unpaid = FeedScreen()
    let tabs = RefreshSources(
      .init(key: Tab.all, operator: all.op, noMoreTitle: "No more orders"),
      [.init(key: .unpaid, operator: unpaid.op, noMoreTitle: "No more unpaid orders")])
    return (tabs, all, unpaid)
  }

  @Test("each source keeps its own page, loading flag, end-of-data flag and no-more text")
  func perSourceStatus() async throws {
    let (tabs, all, unpaid) = makeTabs()
    all.manager.enqueue(.success(.make(1, next: 2)), .success(.make(2, next: nil)))
    _ = try await tabs.current.machine.trigger(.pullToRefresh)
    _ = try await tabs.current.machine.trigger(.loadingMore)
    try tabs.select(.unpaid)
    #expect(tabs.current.state.phase == .initial)
    unpaid.manager.enqueue(.hold)
    tabs.current.refresh()
    _ = try await unpaid.manager.request(at: 0)
    #expect(
      tabs.refreshStatus == [
        .all: RefreshStatus(
          page: 2, isLoading: false, noMoreData: true, noMoreTitle: "No more orders"),
        .unpaid: RefreshStatus(
          page: 1, isLoading: true, noMoreData: false, noMoreTitle: "No more unpaid orders"),
      ])
    #expect(tabs[.all]?.presentation.footer == .noMoreData("No more orders"))
  }

  @Test("i. a source's page counts from 1 as the seed's did: 1 before the first load")
  func pageCountsFromOne() async throws {
    let (tabs, all, _) = makeTabs()
    #expect(tabs.refreshStatus[.all]?.page == 1)
    #expect(tabs.refreshStatus[.unpaid]?.page == 1)
    all.manager.enqueue(
      .success(.make(1, next: 2)), .success(.make(2, next: 3)), .success(.make(1, next: 2)))
    _ = try await tabs.current.machine.trigger(.pullToRefresh)
    #expect(tabs.refreshStatus[.all]?.page == 1)
    _ = try await tabs.current.machine.trigger(.loadingMore)
    #expect(tabs.refreshStatus[.all]?.page == 2)
    _ = try await tabs.current.machine.trigger(.pullToRefresh)
    #expect(tabs.refreshStatus[.all]?.page == 1)
  }

  @Test("a load that finishes after switching lands in its own source only")
  func switchingNeverMixesState() async throws {
    let (tabs, all, unpaid) = makeTabs()
    tabs.current.refresh()
    _ = try await all.manager.request(at: 0)
    try tabs.select(.unpaid)
    all.manager.respond(to: 0, with: .success(.make(1, tag: "all", next: 2)))
    try await all.op.waitForSettled(1)
    #expect(all.viewModel.ids.count == 3)
    #expect(unpaid.viewModel.ids.isEmpty)
    #expect(tabs.current.state.phase == .initial)
    try tabs.select(.all)
    #expect(tabs.current.state.phase == .paginated)
    #expect(tabs.currentKey == .all)
  }

  @Test("selecting an unknown source is a typed error and changes nothing")
  func unknownSource() {
    let all = FeedScreen()
    let tabs = RefreshSources(.init(key: "all", operator: all.op))
    #expect(throws: RefreshSources<String, ObservedOperator>.UnknownSourceError(key: "paid")) {
      try tabs.select("paid")
    }
    #expect(tabs.currentKey == "all")
    #expect(tabs.keys == ["all"])
  }
}
