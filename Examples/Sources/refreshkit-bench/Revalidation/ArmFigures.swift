/// What one relaunch over 10 cached pages cost and published.
struct ArmFigures: Sendable, Equatable {
  /// Requests sent.
  var requests: Int
  /// Response body bytes received.
  var bodyBytes: Int
  /// Rate-limit units spent (`X-RateLimit-Used` after minus before).
  var rateLimitUnits: Int
  /// Change sets published after the cached rows showed.
  var changeSets: Int
  /// The ids those change sets touched.
  var touchedIDs: Set<Int>
  /// Seconds from the refresh until every row was fresh.
  var seconds: Double

  /// Whether everything but the time is the same as in `other`.
  func countsEqual(_ other: ArmFigures) -> Bool {
    var timeless = other
    timeless.seconds = seconds
    return self == timeless
  }
}

/// Both arms' figures in one situation.
struct Situation: Sendable {
  /// Every page fetched again without validators.
  var plain: ArmFigures
  /// Every page revalidated with its ETag.
  var conditional: ArmFigures
}

/// Requests sent when a screen appears over fresh cached pages (`loadIfNeeded()`).
struct Appearing: Sendable {
  /// Without validators: the first page is fetched again.
  var plainRequests: Int
  /// Revalidating: nothing while every page is fresh.
  var conditionalRequests: Int
}
