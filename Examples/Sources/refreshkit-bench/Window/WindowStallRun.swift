import RefreshKit

/// Scrolls the slow-network feed of scenario 1 through a `Pager` in virtual time, with
/// `depth` appends in flight at most; the stall is the time the footer is on screen.
@MainActor
struct WindowStallRun {
  let profile: ScrollProfile
  let prefetch: Int
  let depth: Int

  /// Stall in virtual milliseconds, and requests sent.
  func run() async throws -> (stallMs: Int, requests: Int) {
    let server = SyntheticServer(count: profile.totalItems, pageSize: profile.pageSize)
    let configuration = try PagerConfiguration(
      pageSize: profile.pageSize, prefetchDistance: prefetch, pipelineDepth: depth)
    let loads = VirtualLoads<Int>(
      latency: LatencySampler(mean: profile.latencyMs, jitter: profile.jitterMs, seed: profile.seed)
    )
    let pager = SyntheticPager(
      query: "feed", configuration: configuration, cursorAfter: { $0 + 1 },
      loadPage: loads.loader { server.page($0.cursor) })
    loads.follow(pager)
    func completeNext() async throws {
      guard let (request, due) = loads.soonest else { return }
      loads.now = max(loads.now, due)
      loads.answer(request)
      try await loads.drain(pager)
    }
    func show(_ position: Int) async throws {
      pager.positionDidAppear(position)
      try await loads.drain(pager)
    }
    pager.load("feed")
    try await loads.drain(pager)
    try await completeNext()
    var loaded: Int { pager.placeholdersBefore + pager.items.count }
    var lastVisible = min(profile.visibleRows, loaded) - 1
    try await show(lastVisible)
    var nextStep = loads.now + profile.stepMs
    var stallMs = 0
    var footerSince = 0
    while !(pager.loadStates.append.endReached && lastVisible >= loaded - 1) {
      if lastVisible >= loaded {
        guard !loads.isEmpty else {
          throw BenchError.stuck("footer at \(lastVisible), nothing loading")
        }
        try await completeNext()
        stallMs += loads.now - footerSince
        footerSince = loads.now
        nextStep = max(nextStep, loads.now)
      } else if let soonest = loads.soonest, soonest.due <= nextStep {
        try await completeNext()
      } else {
        loads.now = nextStep
        nextStep += profile.stepMs
        lastVisible += 1
        if lastVisible == loaded { footerSince = loads.now }
      }
      try await show(min(lastVisible, max(loaded - 1, 0)))
    }
    return (stallMs, loads.requests)
  }

  /// The least stall any loader with one request in flight must have on these latencies:
  /// pages requested back to back arrive at the running sums of the latencies, and the
  /// user, scrolling without stopping, needs page k when row (k − 1) × page size appears.
  static func singleFlightLimitMs(profile: ScrollProfile) -> Int {
    var latencies = LatencySampler(
      mean: profile.latencyMs, jitter: profile.jitterMs, seed: profile.seed)
    let pages = (profile.totalItems + profile.pageSize - 1) / profile.pageSize
    let firstArrival = latencies.next()
    var arrival = firstArrival
    var stall = 0
    for page in 2...max(2, pages) {
      arrival += latencies.next()
      let footerRow = (page - 1) * profile.pageSize
      let reached = firstArrival + (footerRow - (profile.visibleRows - 1)) * profile.stepMs
      stall = max(stall, arrival - reached)
    }
    return stall
  }
}
