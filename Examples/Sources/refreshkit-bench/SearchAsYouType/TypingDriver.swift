/// Plays a query typed one letter every `keystrokeMs` against a ``VirtualTime``, advancing
/// the clock event by event and letting the tasks settle after each step.
@MainActor
struct TypingDriver {
  /// The query typed.
  let query: String
  /// Virtual milliseconds between letters.
  let keystrokeMs: Int
  /// The clock the arm's tasks sleep on.
  let time: VirtualTime

  /// Types the query through `type`, then runs until no task sleeps any more.
  ///
  /// `progress` reads a counter that changes whenever the arm does something (states
  /// reduced, requests sent); a step is settled when it and the clock stop changing.
  func run(type: (String) -> Void, progress: () -> Int) async {
    let letters = Array(query)
    var typed = 0
    var now = 0
    while true {
      time.advance(to: now)
      await settle(progress)
      if typed < letters.count, now == typed * keystrokeMs {
        typed += 1
        type(String(letters.prefix(typed)))
        await settle(progress)
      }
      let nextKey = typed < letters.count ? typed * keystrokeMs : nil
      guard let next = [nextKey, time.nextDeadline].compactMap({ $0 }).min() else { return }
      now = next
    }
  }

  /// Waits until neither the clock nor the arm has changed for several rounds.
  private func settle(_ progress: () -> Int) async {
    var stableRounds = 0
    var last = (time.activity, progress())
    while stableRounds < 5 {
      for _ in 0..<20 { await Task.yield() }
      try? await Task.sleep(for: .milliseconds(1))
      let current = (time.activity, progress())
      stableRounds = current == last ? stableRounds + 1 : 0
      last = current
    }
  }
}
