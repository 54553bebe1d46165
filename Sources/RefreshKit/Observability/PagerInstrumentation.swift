public import Logging
public import Metrics

/// Where a ``Pager`` reports its events besides its observers: a swift-log `Logger`, a
/// swift-metrics factory and, on Apple platforms, `OSSignposter` intervals. RefreshKit never
/// bootstraps `LoggingSystem` or `MetricsSystem`: the app does, or passes its own logger and
/// factory.
///
/// ```swift
/// var logger = Logger(label: "com.example.search")
/// logger.logLevel = .debug
/// pager.instrumentation = PagerInstrumentation(name: "search", logger: logger)
/// ```
///
/// Logs go out at `debug` (loads started, finished, failed, cancelled) and `trace` (late
/// results, trims, cache reads and writes) only, with structured metadata. The query is
/// logged as a hash unless `logsQueryText` is `true`: search text is the user's.
///
/// Metrics, each with the dimension `pager` set to the instrumentation's name: the counters
/// `refreshkit_pager_loads`, `refreshkit_pager_failures` and `refreshkit_pager_retries` (also by
/// `direction`), `refreshkit_pager_cancellations` (also by `reason`: `superseded`,
/// `query_change`, `trim`, `released`, `requested`), `refreshkit_pager_cache_hits` and
/// `refreshkit_pager_cache_misses`, and the timer `refreshkit_pager_load_duration` (by
/// `direction`).
public struct PagerInstrumentation: Sendable {
  /// The pager's name: the logs' `pager` metadata, the metrics' `pager` dimension and the
  /// signposts' category.
  package let name: String
  /// Where the events are logged; `nil` logs nothing.
  package let logger: Logger?
  /// Where the metrics are made; `nil` records none. `MetricsSystem.factory` by default, read
  /// when the instrumentation is made: bootstrap `MetricsSystem` before.
  package let metrics: (any MetricsFactory)?
  /// Whether the logs carry the query's text (`query` metadata) rather than its hash.
  package let logsQueryText: Bool
  /// Whether each load is an `OSSignposter` interval on Apple platforms (ignored elsewhere).
  package let signposts: Bool

  /// Creates an instrumentation named `name`: the logs' `pager` metadata, the metrics' `pager`
  /// dimension and the signposts' category. It logs to `logger` (`nil`: nowhere) and makes its
  /// metrics with `metrics` (`nil`: none; `MetricsSystem.factory`, read now, by default:
  /// bootstrap `MetricsSystem` before). The logs carry the query's text only when
  /// `logsQueryText` is `true` (its hash otherwise); with `signposts`, each load is an
  /// `OSSignposter` interval on Apple platforms (ignored elsewhere). An instrumentation is
  /// configured here only: it cannot be changed after.
  ///
  /// ```swift
  /// let instrumentation = PagerInstrumentation(
  ///   name: "timeline", logger: Logger(label: "timeline"), metrics: MetricsSystem.factory)
  /// ```
  public init(
    name: String, logger: Logger? = nil, metrics: (any MetricsFactory)? = MetricsSystem.factory,
    logsQueryText: Bool = false, signposts: Bool = true
  ) {
    self.name = name
    self.logger = logger
    self.metrics = metrics
    self.logsQueryText = logsQueryText
    self.signposts = signposts
  }
}
