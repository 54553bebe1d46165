import RefreshKit

/// Scrolls the slow-network feed of scenario 1 through a ``WindowMachine`` in virtual time,
/// with `depth` appends in flight at most; the stall is the time the footer is on screen.
struct WindowStallRun {
  let profile: ScrollProfile
  let prefetch: Int
  let depth: Int

  /// Stall in virtual milliseconds, and requests sent.
  func run() throws -> (stallMs: Int, requests: Int) {
    let server = SyntheticServer(count: profile.totalItems, pageSize: profile.pageSize)
    let configuration = try PagerConfiguration(
      pageSize: profile.pageSize, prefetchDistance: prefetch, pipelineDepth: depth)
    var machine = SyntheticMachine(
      query: "feed", configuration: configuration, cursorAfter: { $0 + 1 })
    var latencies = LatencySampler(
      mean: profile.latencyMs, jitter: profile.jitterMs, seed: profile.seed)
    var due: [PageRequest<String, Int>: Int] = [:]
    var now = 0
    var requests = 0
    func note(_ actions: [SyntheticMachine.Action]) {
      for action in actions {
        switch action {
        case .load(let load):
          due[load] = now + latencies.next()
          requests += 1
        case .cancel(let load): due[load] = nil
        case .publish: break
        }
      }
    }
    func completeNext() {
      guard let (load, time) = due.min(by: { $0.value < $1.value }) else { return }
      now = max(now, time)
      due[load] = nil
      note(machine.loaded(load, page: server.page(load.cursor)))
    }
    note(machine.refresh())
    completeNext()
    var loaded: Int { machine.window.placeholdersBefore + machine.window.items.count }
    var lastVisible = min(profile.visibleRows, loaded) - 1
    note(machine.positionDidAppear(lastVisible))
    var nextStep = now + profile.stepMs
    var stallMs = 0
    var footerSince = 0
    while !(machine.window.reachedEnd && lastVisible >= loaded - 1) {
      if lastVisible >= loaded {
        guard !due.isEmpty else {
          throw BenchError.stuck("footer at \(lastVisible), nothing loading")
        }
        completeNext()
        stallMs += now - footerSince
        footerSince = now
        nextStep = max(nextStep, now)
      } else if let soonest = due.values.min(), soonest <= nextStep {
        completeNext()
      } else {
        now = nextStep
        nextStep += profile.stepMs
        lastVisible += 1
        if lastVisible == loaded { footerSince = now }
      }
      note(machine.positionDidAppear(min(lastVisible, max(loaded - 1, 0))))
    }
    return (stallMs, requests)
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
