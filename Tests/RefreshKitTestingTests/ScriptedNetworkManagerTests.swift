import RefreshKit
import RefreshKitTesting
import Testing
import YLRefreshKit

/// A page of numbers, paged by page number.
struct NumberPage: ModelType, Equatable {
  var numbers: [Int]
  var nextPage: Int?
  var pageablePropertyPath: WritableKeyPath<NumberPage, [Int]>? { \.numbers }
}

/// Page `page` of the numbers.
struct NumbersTarget: TargetType {
  var page = 1
  mutating func update(with action: RefreshAction, targetInfo: (any Sendable)?) {
    page = action == .pullToRefresh ? 1 : page + 1
  }
}

typealias NumbersManager = ScriptedNetworkManager<NumbersTarget, NumberPage>

private func load(_ page: Int) -> LoadRequest<NumbersTarget> {
  LoadRequest(
    target: NumbersTarget(page: page), generation: 1, direction: .loadingMore, cursor: page,
    attempt: 1, sequence: UInt64(page))
}

private let one = NumberPage(numbers: [1], nextPage: 2)
private let two = NumberPage(numbers: [2], nextPage: nil)

@Suite("ScriptedNetworkManager: deterministic answers for tests", .timeLimit(.minutes(3)))
struct ScriptedNetworkManagerTests {
  @Test("queued answers are given in order and every request is recorded")
  func queuedAnswers() async throws {
    let manager = NumbersManager()
    manager.enqueue(.success(one), .failure(CancellationError()))
    #expect(try await manager.request(load(1)) == one)
    await #expect(throws: CancellationError.self) { try await manager.request(load(2)) }
    #expect(manager.requests.map(\.status) == [.succeeded, .failed])
    #expect(manager.requests.map(\.load.cursor) == [1, 2])
  }

  @Test("held requests are answered in any order")
  func outOfOrder() async throws {
    let manager = NumbersManager()
    let first = Task { try await manager.request(load(1)) }
    let second = Task { try await manager.request(load(2)) }
    _ = try await manager.request(at: 1)
    #expect(manager.pendingIndices.count == 2)
    #expect(manager.maxConcurrentRequests == 2)
    let late = manager.arrivedRequest(at: 0)?.load.cursor == 1 ? 0 : 1
    #expect(manager.respond(to: 1 - late, with: .success(two)))
    #expect(manager.respond(to: late, with: .success(one)))
    #expect(
      !manager.respond(to: late, with: .success(one)), "a settled request is not answered twice")
    let answers = [
      try await first.boundedValue("task first"), try await second.boundedValue("task second"),
    ]
    #expect(Set(answers.map(\.numbers)) == [[1], [2]])
  }

  @Test("delayed answers arrive when the virtual clock reaches them, earliest first")
  func delayedAnswers() async throws {
    let manager = NumbersManager()
    manager.enqueue(
      .delayed(.milliseconds(300), .success(one)), .delayed(.milliseconds(100), .success(two)))
    let slow = Task { try await manager.request(load(1)) }
    _ = try await manager.request(at: 0)
    let fast = Task { try await manager.request(load(2)) }
    _ = try await manager.request(at: 1)
    manager.advance(by: .milliseconds(99))
    #expect(manager.pendingIndices == [0, 1])
    manager.advance(by: .milliseconds(1))
    #expect(manager.pendingIndices == [0])
    #expect(try await fast.value == two)
    manager.advance(by: .milliseconds(200))
    #expect(manager.pendingIndices.isEmpty)
    #expect(try await slow.value == one)
    #expect(manager.now == .milliseconds(300))
  }

  @Test("cancellation fails a held request at once when honoured, and is recorded either way")
  func cancellation() async throws {
    for honours in [true, false] {
      let manager = NumbersManager(honorsCancellation: honours)
      let task = Task { try await manager.request(load(1)) }
      _ = try await manager.request(at: 0)
      task.cancel()
      if !honours {
        #expect(manager.pendingIndices == [0])
        manager.respond(to: 0, with: .success(one))
      }
      let result = await task.result
      #expect(manager.arrivedRequest(at: 0)?.cancellationRequested == true)
      #expect(manager.arrivedRequest(at: 0)?.status == (honours ? .cancelled : .succeeded))
      #expect((try? result.get()) == (honours ? nil : one))
    }
  }

  @Test("request(at:timeout:) returns a request that arrives, and nil for one that never does")
  func boundedWaitForARequest() async throws {
    let manager = NumbersManager()
    let task = Task { try await manager.request(load(1)) }
    let arrived = await manager.request(at: 0, timeout: .seconds(30))
    #expect(arrived?.index == 0)
    #expect(await manager.request(at: 1, timeout: .milliseconds(10))?.index == nil)
    manager.respond(to: 0, with: .success(one))
    #expect(try await task.value == one)
  }
}
