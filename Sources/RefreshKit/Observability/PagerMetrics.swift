import Metrics

/// A pager's swift-metrics handlers, made once from the app's factory (see
/// ``PagerInstrumentation`` for their labels and dimensions).
final class PagerMetrics: Sendable {
  private let loads: [String: any CounterHandler]
  private let failures: [String: any CounterHandler]
  private let retries: [String: any CounterHandler]
  private let durations: [String: any TimerHandler]
  private let cancellations: [CancelReason: any CounterHandler]
  private let cacheHits: any CounterHandler
  private let cacheMisses: any CounterHandler

  init(name: String, factory: any MetricsFactory) {
    let directions = ["refresh", "prepend", "append"]
    func counters(_ label: String, by key: String, _ values: [String]) -> [String:
      any CounterHandler]
    {
      Dictionary(
        uniqueKeysWithValues: values.map {
          ($0, factory.makeCounter(label: label, dimensions: [("pager", name), (key, $0)]))
        })
    }
    loads = counters("refreshkit_pager_loads", by: "direction", directions)
    failures = counters("refreshkit_pager_failures", by: "direction", directions)
    retries = counters("refreshkit_pager_retries", by: "direction", directions)
    let reasons: [(CancelReason, String)] = [
      (.superseded, "superseded"), (.queryChange, "query_change"), (.trim, "trim"),
      (.released, "released"), (.requested, "requested"),
    ]
    cancellations = Dictionary(
      uniqueKeysWithValues: reasons.map { reason, value in
        (
          reason,
          factory.makeCounter(
            label: "refreshkit_pager_cancellations",
            dimensions: [("pager", name), ("reason", value)])
        )
      })
    durations = Dictionary(
      uniqueKeysWithValues: directions.map {
        (
          $0,
          factory.makeTimer(
            label: "refreshkit_pager_load_duration",
            dimensions: [("pager", name), ("direction", $0)])
        )
      })
    cacheHits = factory.makeCounter(
      label: "refreshkit_pager_cache_hits", dimensions: [("pager", name)])
    cacheMisses = factory.makeCounter(
      label: "refreshkit_pager_cache_misses", dimensions: [("pager", name)])
  }

  /// Counts `event` and records its latency.
  func record<Query, Cursor>(_ event: PagerEvent<Query, Cursor>) {
    switch event.kind {
    case .loadStarted(let request, let reason):
      loads["\(request.direction)"]?.increment(by: 1)
      if case .retry = reason { retries["\(request.direction)"]?.increment(by: 1) }
    case .loadFinished(let request, _, let duration, _):
      if let duration {
        durations["\(request.direction)"]?.recordNanoseconds(nanoseconds(duration))
      }
    case .loadFailed(let request, _, _, _):
      failures["\(request.direction)"]?.increment(by: 1)
    case .loadCancelled(_, let reason):
      cancellations[reason]?.increment(by: 1)
    case .cacheRead(let pages, _, _):
      (pages > 0 ? cacheHits : cacheMisses).increment(by: 1)
    case .resultDropped, .pageTrimmed, .cacheWritten: break
    }
  }

  private func nanoseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
  }
}
