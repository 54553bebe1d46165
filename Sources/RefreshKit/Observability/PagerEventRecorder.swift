import Logging

/// Reports a pager's events to the app's ``PagerInstrumentation``: a log line each, the
/// metrics, and a signpost interval per load. Sendable, so the pager's `deinit` reports the
/// loads it cancels as released.
final class PagerEventRecorder<Query: Hashable & Sendable, Cursor: Hashable & Sendable>: Sendable {
  typealias Event = PagerEvent<Query, Cursor>

  let instrumentation: PagerInstrumentation
  private let metrics: PagerMetrics?
  private let signposts: PagerSignposts<Query, Cursor>?

  init(_ instrumentation: PagerInstrumentation) {
    self.instrumentation = instrumentation
    metrics = instrumentation.metrics.map { PagerMetrics(name: instrumentation.name, factory: $0) }
    signposts =
      instrumentation.signposts ? PagerSignposts(name: instrumentation.name) : nil
  }

  /// Logs `event` of a pager showing `query`, counts it and ends or begins its interval.
  func record(_ event: Event, query: Query) {
    metrics?.record(event)
    signposts?.record(event)
    if let logger = instrumentation.logger { log(event, query: query, to: logger) }
  }

  private func log(_ event: Event, query: Query, to logger: Logger) {
    let level = Self.level(of: event)
    guard logger.logLevel <= level else { return }
    var metadata: Logger.Metadata = [
      "pager": "\(instrumentation.name)",
      "query": instrumentation.logsQueryText ? "\(query)" : "#\(Self.hash(query))",
    ]
    metadata.merge(Self.metadata(of: event)) { $1 }
    logger.log(level: level, "\(event.description)", metadata: metadata)
  }

  /// `debug` for what a load did, `trace` for the rest.
  static func level(of event: Event) -> Logger.Level {
    switch event.kind {
    case .loadStarted, .loadFinished, .loadFailed, .loadCancelled: .debug
    case .resultDropped, .pageTrimmed, .cacheRead, .cacheWritten: .trace
    }
  }

  /// A stable-in-this-process hash of the query, in hexadecimal.
  static func hash(_ query: Query) -> String {
    String(UInt(bitPattern: query.hashValue), radix: 16)
  }

  /// The event's parts as structured metadata.
  static func metadata(of event: Event) -> Logger.Metadata {
    var metadata: Logger.Metadata = ["event": "\(name(of: event))"]
    if let request = event.request {
      metadata["direction"] = "\(request.direction)"
      metadata["cursor"] = "\(Event.describe(request.cursor))"
      metadata["attempt"] = "\(request.attempt)"
      metadata["generation"] = "\(request.generation)"
    }
    switch event.kind {
    case .loadStarted(_, let reason): metadata["reason"] = "\(reason)"
    case .loadFinished(_, let rows, let duration, let origin):
      metadata["rows"] = "\(rows)"
      metadata["origin"] = "\(origin)"
      if let duration { metadata["duration"] = "\(duration)" }
    case .loadFailed(_, let error, let duration, let retryAt):
      metadata["error"] = "\(String(reflecting: type(of: error)))"
      if let duration { metadata["duration"] = "\(duration)" }
      if let retryAt { metadata["retry_at"] = "\(retryAt)" }
    case .loadCancelled(_, let reason): metadata["reason"] = "\(reason)"
    case .pageTrimmed(let cursor, let rows, let edge):
      metadata["cursor"] = "\(Event.describe(cursor))"
      metadata["rows"] = "\(rows)"
      metadata["edge"] = "\(edge)"
    case .cacheRead(let pages, let rows, _), .cacheWritten(let pages, let rows):
      metadata["pages"] = "\(pages)"
      metadata["rows"] = "\(rows)"
    case .resultDropped: break
    }
    return metadata
  }

  /// The event's name in the logs' `event` metadata.
  static func name(of event: Event) -> String {
    switch event.kind {
    case .loadStarted: "load_started"
    case .loadFinished: "load_finished"
    case .loadFailed: "load_failed"
    case .loadCancelled: "load_cancelled"
    case .resultDropped: "result_dropped"
    case .pageTrimmed: "page_trimmed"
    case .cacheRead: "cache_read"
    case .cacheWritten: "cache_written"
    }
  }
}
