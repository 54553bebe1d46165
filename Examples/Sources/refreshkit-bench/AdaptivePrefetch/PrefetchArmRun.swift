import RefreshKit

/// One arm of one cell: a ``PagerMachine`` with `configuration` (appends pipelined when its
/// depth allows, the cursor after a page computed ahead) scrolled by `user` over `network`
/// in virtual time. Every event carries the virtual time; nothing sleeps.
struct PrefetchArmRun {
  let network: PrefetchNetwork
  let user: PrefetchUser
  let configuration: PagerConfiguration
  let seed: UInt64

  /// Seconds the footer was on screen, requests sent, and the most rows held past the row
  /// on screen.
  struct Outcome {
    var stall = 0.0
    var requests = 0
    var peakAhead = 0
  }

  func run() throws -> Outcome {
    let gaps = user.gaps
    let duration = gaps.reduce(0, +)
    let server = SyntheticServer(count: 1_000_000, pageSize: configuration.pageSize)
    var machine = SyntheticMachine(
      query: "feed", configuration: configuration, cursorAfter: { $0 + 1 })
    var due: [PageRequest<String, Int>: Double] = [:]
    var now = 0.0
    var outcome = Outcome()
    func note(_ actions: [SyntheticMachine.Action]) {
      for action in actions {
        switch action {
        case .load(let load):
          due[load] =
            now + network.latency(page: load.cursor ?? 1, at: now, of: duration, seed: seed)
          outcome.requests += 1
        case .cancel(let load): due[load] = nil
        default: break
        }
      }
    }
    func completeNext() {
      guard let (load, time) = due.min(by: { $0.value < $1.value }) else { return }
      now = max(now, time)
      due[load] = nil
      note(machine.loaded(load, page: server.page(load.cursor), at: .seconds(now)))
    }
    var loaded: Int { machine.window.placeholdersBefore + machine.window.items.count }
    note(machine.at(.zero) { $0.refresh() })
    completeNext()
    var row = user.visibleRows - 1
    note(machine.positionDidAppear(row, at: .seconds(now)))
    for gap in gaps {
      let next = now + gap
      while let soonest = due.values.min(), soonest <= next { completeNext() }
      now = next
      row += 1
      if row >= loaded {
        note(machine.positionDidAppear(loaded - 1, at: .seconds(now)))
        let footerSince = now
        while row >= loaded {
          guard !due.isEmpty else { throw BenchError.stuck("footer at \(row), nothing loading") }
          completeNext()
        }
        outcome.stall += now - footerSince
      }
      note(machine.positionDidAppear(row, at: .seconds(now)))
      outcome.peakAhead = max(outcome.peakAhead, loaded - 1 - row)
    }
    while !due.isEmpty { completeNext() }  // the user stopped: what is in flight lands
    outcome.peakAhead = max(outcome.peakAhead, loaded - 1 - row)
    return outcome
  }
}
