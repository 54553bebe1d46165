import Feedback

/// RefreshKit's search as you type: a Feedback system whose debounce and search are
/// `react(query:)` effects, so a new keystroke cancels the stale wait and the stale request.
@MainActor
final class FeedbackArm {
  private let time: VirtualTime
  private let network: VirtualSearchNetwork
  private let debounceMs: Int
  private(set) var state = TypingState()
  private var statesSeen = 0

  /// Creates the arm on `time`, searching `network`, debouncing `debounceMs`.
  init(time: VirtualTime, network: VirtualSearchNetwork, debounceMs: Int) {
    self.time = time
    self.network = network
    self.debounceMs = debounceMs
  }

  /// Types `query` with `driver` and returns the final state.
  func run(driver: TypingDriver) async -> TypingState {
    let (keystrokes, input) = AsyncStream.makeStream(of: TypingEvent.self)
    let time = self.time
    let network = self.network
    let wait = debounceMs
    let ui = Feedback<TypingState, TypingEvent>(events: { _ in keystrokes })
    let debounce = Feedback<TypingState, TypingEvent>.react(query: \.pending) { text in
      _ = await time.sleep(milliseconds: wait)
      return .debounced(text)
    }
    let search = Feedback<TypingState, TypingEvent>.react(query: \.committed) { query in
      let answered = await network.search(query)
      return .response(query: query, at: answered ?? time.now)
    }
    let states = FeedbackSystem(
      initialState: TypingState(), reduce: TypingState.reduce,
      feedback: [ui, debounce, search])
    let loop = Task { @MainActor [weak self] in
      for await state in states {
        self?.state = state
        self?.statesSeen += 1
      }
    }
    await driver.run(
      type: { input.yield(.typed($0)) },
      progress: { statesSeen + network.sent })
    loop.cancel()
    input.finish()
    return state
  }
}
