import RefreshKit
import RefreshKitLocking
import Testing
import YLRefreshKit
import YLStateMachine

/// A handle that records whether it was cancelled.
final class RecordingHandle: RequestCancellable {
  private let cancelled = Locked(false)
  var isCancelled: Bool { cancelled.withLock { $0 } }
  func cancel() { cancelled.withLock { $0 = true } }
}

/// A seed-style manager: it keeps each completion until the test answers it.
final class CompletionFeedManager: CompletionNetworkManagerType {
  typealias Target = FeedTarget
  typealias Model = RepoPage
  typealias R = RecordingHandle

  private let state = Locked<
    [(handle: RecordingHandle, completion: @Sendable (Result<RepoPage, any Error>) -> Void)]
  >([])
  private let arrivals: AsyncStream<Int>.Continuation
  let arrived: AsyncStream<Int>

  init() { (arrived, arrivals) = AsyncStream.makeStream() }

  @discardableResult
  func request(
    target: FeedTarget, completion: @escaping @Sendable (Result<RepoPage, any Error>) -> Void
  ) -> RecordingHandle {
    let handle = RecordingHandle()
    let index = state.withLock {
      $0.append((handle, completion))
      return $0.count - 1
    }
    arrivals.yield(index)
    return handle
  }

  func handle(_ index: Int) -> RecordingHandle { state.withLock { $0[index].handle } }

  func complete(_ index: Int, with result: Result<RepoPage, any Error>) {
    state.withLock { $0[index].completion }(result)
  }
}

@Suite(
  "CompletionNetworkManagerType: the seed's completion form, bridged to async",
  .timeLimit(.minutes(3)))
struct CompletionNetworkManagerTypeTests {
  @Test("the completion's value is the async result")
  func completionBecomesAsyncResult() async throws {
    let manager = CompletionFeedManager()
    async let page = manager.request(target: .feed(page: 1))
    var arrivals = manager.arrived.makeAsyncIterator()
    let index = try #require(await arrivals.next())
    manager.complete(index, with: .success(.make(1, next: 2)))
    #expect(try await page == .make(1, next: 2))
  }

  @Test("a failure in the completion is thrown")
  func completionFailureThrows() async throws {
    let manager = CompletionFeedManager()
    let task = Task { try await manager.request(target: .feed(page: 1)) }
    var arrivals = manager.arrived.makeAsyncIterator()
    let index = try #require(await arrivals.next())
    manager.complete(index, with: .failure(ServerDown()))
    await #expect(throws: ServerDown.self) { try await task.boundedValue("task task") }
  }

  @Test("cancelling the task cancels the returned handle; the completion still ends it")
  func cancellationReachesHandle() async throws {
    let manager = CompletionFeedManager()
    let task = Task { try await manager.request(target: .feed(page: 1)) }
    var arrivals = manager.arrived.makeAsyncIterator()
    let index = try #require(await arrivals.next())
    #expect(!manager.handle(index).isCancelled)
    task.cancel()
    #expect(manager.handle(index).isCancelled)
    manager.complete(index, with: .failure(CancellationError()))
    await #expect(throws: CancellationError.self) { try await task.boundedValue("task task") }
  }

  @Test("the operator drives a completion-style manager like an async one")
  @MainActor
  func operatorUsesCompletionManager() async throws {
    let manager = CompletionFeedManager()
    let viewModel = FeedViewModel()
    let machine = StateMachine(
      operator: RefreshOperator(
        dataSource: viewModel, networkManager: manager, target: .feed(page: 1)))
    var arrivals = manager.arrived.makeAsyncIterator()
    async let reached = machine.trigger(.pullToRefresh)
    let index = try #require(await arrivals.next())
    manager.complete(index, with: .success(.make(1, next: nil)))
    #expect(try await reached.phase == .populated)
    #expect(viewModel.ids == ["a1-0", "a1-1", "a1-2"])
  }
}
