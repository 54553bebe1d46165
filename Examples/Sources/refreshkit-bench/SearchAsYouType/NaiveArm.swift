/// The baseline: one request per keystroke, every response applied as it arrives.
@MainActor
final class NaiveArm {
  private let network: VirtualSearchNetwork
  private var state = TypingState()
  private var tasks: [Task<Void, Never>] = []

  /// Creates the arm searching `network`.
  init(network: VirtualSearchNetwork) {
    self.network = network
  }

  /// Types `query` with `driver` and returns the final state.
  func run(driver: TypingDriver) async -> TypingState {
    let network = self.network
    await driver.run(
      type: { text in
        TypingState.reduce(&state, .typed(text))
        tasks.append(
          Task { @MainActor [weak self] in
            guard let answered = await network.search(text) else { return }
            self?.apply(.response(query: text, at: answered))
          })
      },
      progress: { state.applied + network.sent })
    for task in tasks { await task.value }
    return state
  }

  private func apply(_ event: TypingEvent) {
    TypingState.reduce(&state, event)
  }
}
