import Feedback
import Observation
import RefreshKitTesting
import Testing

@MainActor
@Suite("FeedbackLoop: an observable handle for UI code", .timeLimit(.minutes(1)))
struct FeedbackLoopTests {
  enum Event: Equatable, Sendable {
    case increment
    case request(String)
    case loaded(String)
  }

  struct State: Equatable, Sendable {
    var count = 0
    var request: String?
    var loaded: [String] = []
  }

  nonisolated static func reduce(_ state: inout State, _ event: Event) {
    switch event {
    case .increment: state.count += 1
    case .request(let request): state.request = request
    case .loaded(let value):
      state.loaded.append(value)
      state.request = nil
    }
  }

  static func makeLoop() -> FeedbackLoop<State, Event> {
    FeedbackLoop(
      initialState: State(),
      reduce: reduce,
      feedback: .react(query: \.request) { .loaded($0.uppercased()) }
    )
  }

  @Test("sent events are reduced while it runs, and observers see each new state")
  func sendAndObserve() async throws {
    let loop = Self.makeLoop()
    let running = Task { await loop.run() }
    loop.send(.increment)
    #expect(await nextState(of: loop).count == 1)
    loop.send(.request("swift"))
    #expect(await nextState(of: loop).request == "swift")
    #expect(await nextState(of: loop).loaded == ["SWIFT"])
    running.cancel()
    try await running.boundedValue("task running")
  }

  @Test("events sent while stopped wait for the next run, which goes on from the last state")
  func resumesFromReachedState() async throws {
    let loop = Self.makeLoop()
    var running = Task { await loop.run() }
    loop.send(.increment)
    #expect(await nextState(of: loop).count == 1)
    running.cancel()
    try await running.boundedValue("task running")

    loop.send(.increment)
    #expect(loop.state.count == 1)
    running = Task { await loop.run() }
    #expect(await nextState(of: loop).count == 2)
    running.cancel()
    try await running.boundedValue("task running")
  }

  @Test("run while already running returns at once")
  func singleRun() async throws {
    let loop = Self.makeLoop()
    let running = Task { await loop.run() }
    loop.send(.increment)
    _ = await nextState(of: loop)
    await loop.run()
    running.cancel()
    try await running.boundedValue("task running")
    #expect(loop.state.count == 1)
  }

  /// Waits for the next change of `loop.state` through Observation, as SwiftUI would.
  private func nextState(of loop: FeedbackLoop<State, Event>) async -> State {
    await waitForCallback { resume in
      withObservationTracking {
        _ = loop.state
      } onChange: {
        resume()
      }
    }
    return loop.state
  }
}
