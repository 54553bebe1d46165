import RefreshKitTesting
import YLRefreshKit
import YLStateMachine

/// One stall run: a discrete-event loop over virtual milliseconds driving the real engine.
///
/// The user moves the last visible row down one row every `stepMs`, but never past the
/// footer (the row after the last loaded item); while the footer is on screen the user is
/// stalled. Each request the engine sends is held by the scripted network and answered
/// when virtual time reaches its completion (arrival + a seeded latency); the loop then
/// waits for the engine to apply the page before going on. Nothing sleeps.
@MainActor
final class ScrollRun {
  private let profile: ScrollProfile
  private let trigger: StallTrigger
  private let network = FeedNetwork()
  private let dataSource = FeedDataSource()
  private let controller: RefreshController<FeedOperator>
  private var latencies: LatencySampler
  private var now = 0
  private var inFlight: (index: Int, cursor: Int?, due: Int)?
  private var requestCount = 0
  private var lastVisible = 0

  /// Creates a run; nothing happens until ``run()``.
  init(profile: ScrollProfile, trigger: StallTrigger) {
    self.profile = profile
    self.trigger = trigger
    self.latencies = LatencySampler(
      mean: profile.latencyMs, jitter: profile.jitterMs, seed: profile.seed)
    let feedOperator = FeedOperator(
      dataSource: dataSource, networkManager: network, target: FeedTarget())
    self.controller = RefreshController(operator: feedOperator, prefetchDistance: trigger.distance)
  }

  private var machine: StateMachine<FeedOperator> { controller.machine }
  private var itemCount: Int { controller.operator.itemCount }

  /// Scrolls from the first page to the last row and reports the stalls.
  func run() async throws -> ScrollOutcome {
    controller.refresh()
    try await noteRequest()
    guard let first = inFlight else { throw BenchError.stuck("the first page was not requested") }
    now = first.due
    await completeInFlight()
    let start = now
    lastVisible = min(profile.visibleRows, itemCount) - 1
    try await reportViewport()
    var nextStep = now + profile.stepMs
    var footerSince = 0
    var stallMs = 0
    var stalls = 0
    while !(controller.operator.reachedEnd && lastVisible >= itemCount - 1) {
      if lastVisible >= itemCount {
        // The footer is on screen: the user waits for the load in flight.
        guard let load = inFlight else {
          throw BenchError.stuck("footer on screen at row \(lastVisible) with nothing loading")
        }
        now = load.due
        await completeInFlight()
        stallMs += now - footerSince
        nextStep = max(nextStep, now)
        try await reportViewport()
      } else if let load = inFlight, load.due <= nextStep {
        now = load.due
        await completeInFlight()
        try await reportViewport()
      } else {
        now = nextStep
        nextStep += profile.stepMs
        lastVisible += 1
        if lastVisible == itemCount {
          footerSince = now
          stalls += 1
          try await footerAppeared()
        }
        try await reportViewport()
      }
    }
    return ScrollOutcome(
      stallMs: stallMs, stalls: stalls, durationMs: now - start, requests: requestCount,
      itemCount: itemCount)
  }

  /// RefreshKit's path: the adapter reports the viewport on every scroll and content change.
  private func reportViewport() async throws {
    guard case .prefetch = trigger else { return }
    controller.visibleRangeDidChange(lastVisibleIndex: lastVisible)
    try await noteRequest()
  }

  /// The seed's path: the footer cell appeared, so load more.
  private func footerAppeared() async throws {
    guard case .footer = trigger else { return }
    machine.trigger(.loadingMore, completion: nil)
    try await noteRequest()
  }

  /// If a transition just started, waits for its request and gives it a completion time.
  private func noteRequest() async throws {
    guard inFlight == nil, machine.runningAction != nil else { return }
    let record = try await network.request(at: requestCount)
    requestCount += 1
    inFlight = (record.index, record.load.cursor, now + latencies.next())
  }

  /// Answers the request in flight and waits until the engine has applied the page.
  private func completeInFlight() async {
    guard let load = inFlight else { return }
    inFlight = nil
    let page = FeedPage.page(
      load.cursor ?? 1, pageSize: profile.pageSize, total: profile.totalItems)
    network.respond(to: load.index, with: .success(page))
    while machine.runningAction != nil {
      await Task.yield()
    }
  }
}

/// A benchmark that could not run as designed.
enum BenchError: Error, CustomStringConvertible {
  /// The simulation reached a state it cannot leave.
  case stuck(String)
  /// A measurement came out wrong (lost items, a failed request).
  case invalid(String)

  var description: String {
    switch self {
    case .stuck(let reason): "stuck: \(reason)"
    case .invalid(let reason): "invalid: \(reason)"
    }
  }
}
