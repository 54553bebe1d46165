import RefreshKit
import RefreshKitTesting

/// Scrolls a synthetic list down to its end and back up, row by row, through a
/// ``WindowMachine`` answered at once; records the most rows held and resident memory.
struct WindowMemoryRun {
  /// What one run measured.
  struct Outcome {
    var peakHeld = 0
    var residentAtTenThousand = 0.0
    var residentAtEnd = 0.0
    var backAtTop = false
  }

  let total: Int
  let pageSize: Int
  let maxItems: Int?

  func run() throws -> Outcome {
    let server = SyntheticServer(count: total, pageSize: pageSize)
    let configuration = try PagerConfiguration(
      pageSize: pageSize, prefetchDistance: pageSize / 2, maxItems: maxItems)
    var machine = SyntheticMachine(query: "synthetic", configuration: configuration)
    var outcome = Outcome()
    _ = machine.refresh()
    machine.settle { server.page($0.cursor) }
    for position in 0..<total {
      show(position, &machine, server, &outcome)
      if position == 10_000 { outcome.residentAtTenThousand = residentMegabytes() }
    }
    outcome.residentAtEnd = residentMegabytes()
    for position in stride(from: total - 1, through: 0, by: -1) {
      show(position, &machine, server, &outcome)
    }
    let first = machine.window.items.first
    outcome.backAtTop = machine.window.placeholdersBefore == 0 && first?.id == 0
    return outcome
  }

  private func show(
    _ position: Int, _ machine: inout SyntheticMachine, _ server: SyntheticServer,
    _ outcome: inout Outcome
  ) {
    _ = machine.positionDidAppear(position)
    machine.settle { server.page($0.cursor) }
    outcome.peakHeld = max(outcome.peakHeld, machine.window.items.count)
  }
}
