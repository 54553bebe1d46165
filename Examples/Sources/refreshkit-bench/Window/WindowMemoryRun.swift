import RefreshKit

/// Scrolls a synthetic list down to its end and back up, row by row, through a `Pager`
/// whose loads are answered at once; records the most rows held and resident memory.
@MainActor
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

  func run() async throws -> Outcome {
    let server = SyntheticServer(count: total, pageSize: pageSize)
    let configuration = try PagerConfiguration(
      pageSize: pageSize, prefetchDistance: pageSize / 2, maxItems: maxItems)
    let pager = SyntheticPager(query: "synthetic", configuration: configuration) {
      @MainActor request in server.page(request.cursor)
    }
    var outcome = Outcome()
    await pager.refresh()
    await pager.settle()
    for position in 0..<total {
      await show(position, pager, &outcome)
      if position == 10_000 { outcome.residentAtTenThousand = residentMegabytes() }
    }
    outcome.residentAtEnd = residentMegabytes()
    for position in stride(from: total - 1, through: 0, by: -1) {
      await show(position, pager, &outcome)
    }
    outcome.backAtTop = pager.placeholdersBefore == 0 && pager.items.first?.id == 0
    return outcome
  }

  private func show(_ position: Int, _ pager: SyntheticPager, _ outcome: inout Outcome) async {
    pager.positionDidAppear(position)
    await pager.settle()
    outcome.peakHeld = max(outcome.peakHeld, pager.items.count)
  }
}
