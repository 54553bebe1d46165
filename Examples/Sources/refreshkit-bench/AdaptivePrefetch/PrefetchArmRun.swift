import RefreshKit

/// One arm of one cell: a public `Pager` with `configuration` (the cursor after a page given,
/// so a depth above 1 pipelines) scrolled by `user` over `network` in virtual time. The pager
/// reads a ``VirtualClock``, its loads wait in ``VirtualLoads`` until the loop answers them,
/// and the loop lets the main actor settle after every step: nothing sleeps.
@MainActor
struct PrefetchArmRun {
  let network: PrefetchNetwork
  let user: PrefetchUser
  let configuration: PagerConfiguration
  let seed: UInt64

  /// What one arm did.
  struct Outcome: Sendable {
    /// Virtual milliseconds the footer (the end of the rows held) was on screen.
    var stallMs = 0
    /// Requests sent, those in flight when the user stopped included.
    var requests = 0
    /// The most rows held past the row on screen.
    var peakAhead = 0

    /// The stall in seconds.
    var stall: Double { Double(stallMs) / 1_000 }
  }

  func run() async throws -> Outcome {
    let server = SyntheticServer(count: 1_000_000, pageSize: configuration.pageSize)
    let (network, seed, durationMs) = (network, seed, user.durationMs)
    let loads = VirtualLoads<Int> { request, now in
      network.latencyMs(page: request.cursor ?? 1, at: now, of: durationMs, seed: seed)
    }
    let clock = VirtualClock()
    let pager = SyntheticPager(
      query: "feed", configuration: configuration, cursorAfter: { $0 + 1 }, clock: clock,
      loadPage: loads.loader { server.page($0.cursor) })
    loads.follow(pager)
    var outcome = Outcome()
    var row = user.visibleRows - 1
    var loaded: Int { pager.placeholdersBefore + pager.items.count }
    func move(to time: Int) {
      loads.now = max(loads.now, time)
      clock.move(to: loads.now)
    }
    func completeNext() async throws {
      guard let (request, due) = loads.soonest else {
        throw BenchError.stuck(
          "nothing loading at row \(row) of \(loaded), \(pager.loadStates), \(configuration)")
      }
      move(to: due)
      loads.answer(request)
      try await loads.settle(pager)
    }
    func show(_ row: Int) async throws {
      pager.positionDidAppear(row)
      try await loads.settle(pager)
    }
    let firstPage = Task { await pager.loadIfNeeded() }  // as a screen's `.task` does
    try await loads.settle(pager)
    try await completeNext()
    await firstPage.value
    try await show(row)
    var shift = loads.now  // the scroll's times start at the first screen; stalls delay them
    for stepMs in user.stepTimesMs {
      while let soonest = loads.soonest, soonest.due <= shift + stepMs { try await completeNext() }
      move(to: shift + stepMs)
      row += 1
      if row >= loaded {
        try await show(loaded - 1)
        let footerSince = loads.now
        while row >= loaded { try await completeNext() }
        outcome.stallMs += loads.now - footerSince
        shift += loads.now - footerSince
      }
      try await show(row)
      outcome.peakAhead = max(outcome.peakAhead, loaded - 1 - row)
    }
    for _ in 0..<1_000 where !loads.isEmpty { try await completeNext() }  // the user stopped
    guard loads.isEmpty else { throw BenchError.stuck("still loading after the user stopped") }
    outcome.peakAhead = max(outcome.peakAhead, loaded - 1 - row)
    outcome.requests = loads.requests
    return outcome
  }
}
