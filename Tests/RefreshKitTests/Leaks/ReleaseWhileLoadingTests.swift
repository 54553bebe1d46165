import RefreshKit
import RefreshKitTesting
import Testing
import YLRefreshKit
import YLStateMachine

/// Releasing a screen while a load is in flight frees everything it owned and cancels the load:
/// the seed's `[unowned self]` problem turned around (nothing may keep a released screen alive).
@MainActor
@Suite("Releasing a screen mid-load frees it and cancels the load", .timeLimit(.minutes(3)))
struct ReleaseWhileLoadingTests {
  @Test("a Pager released mid-load is freed and its loading closure sees cancellation")
  func pagerClosure() async {
    let probe = CancellationProbe()
    var pager: ArticlePager? = ArticlePager(query: "swift") { _ in try await probe.load() }
    weak let released = pager
    pager?.query = "swift"
    guard await bounded({ await probe.started() }) != nil else {
      Issue.record("the load never started")
      return
    }
    pager = nil
    #expect(released == nil)
    #expect(probe.cancelledLoads == 1)
  }

  @Test("a RefreshController released mid-load frees its machine, operator and data source")
  func refreshController() async {
    let manager = FeedManager()
    var viewModel: FeedViewModel? = FeedViewModel()
    var controller: RefreshController<ObservedOperator>? = viewModel.map {
      RefreshController(
        operator: ObservedOperator(dataSource: $0, networkManager: manager, target: .feed(page: 1)))
    }
    weak let releasedController = controller
    weak let releasedMachine = controller?.machine
    weak let releasedOperator = controller?.operator
    weak let releasedViewModel = viewModel
    controller?.refresh()
    guard await manager.request(at: 0, timeout: .seconds(10)) != nil else {
      Issue.record("the refresh never reached the network")
      return
    }
    controller = nil
    viewModel = nil
    #expect(releasedController == nil)
    #expect(releasedMachine == nil)
    #expect(manager.requests.first?.cancellationRequested == true)
    // The cancelled load holds the operator, and the view model it owns, until it has unwound.
    #expect(await released { releasedOperator == nil }, "the operator outlived its load")
    #expect(releasedViewModel == nil)
  }

  @Test("a PagerListBinding released with its host mid-load frees the pager and cancels")
  func bindingWithHost() async {
    var binding: PagerListBinding<String, Int, Article>?
    var host: RecordingListHost?
    var pager: ArticlePager?
    let server: ArticleServer
    do {
      let (madeBinding, madeHost, madePager, madeServer) = makeBoundPager()
      (binding, host, pager, server) = (madeBinding, madeHost, madePager, madeServer)
    }
    weak let releasedBinding = binding
    weak let releasedHost = host
    weak let releasedPager = pager
    binding?.start()
    guard await arrival(of: 0, at: server) != nil else { return }
    binding = nil
    pager = nil
    host = nil
    #expect(releasedHost == nil)
    #expect(releasedBinding == nil)
    #expect(releasedPager == nil)
    #expect(server.arrivedRequest(at: 0)?.cancellationRequested == true)
  }
}

/// Whether `isReleased` becomes true while the main actor runs what is queued on it (a
/// cancelled load unwinding); bounded, so a leak fails instead of hanging.
@MainActor
func released(_ isReleased: @escaping @MainActor () -> Bool) async -> Bool {
  await boundedOnMain {
    while !isReleased() { await Task.yield() }
    return true
  } ?? false
}
