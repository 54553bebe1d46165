/// What adaptive prefetch knows: the user's scroll speed and direction, and this pager's
/// page latencies, from the times its events carry. A pure value with bounded memory (the
/// last ``latencyWindow`` latencies and one reference point), tested without a clock.
///
/// ```swift
/// var estimator = PrefetchEstimator(pageSize: 30, maxPipelineDepth: 8)
/// estimator.recordLatency(2.0)
/// estimator.appeared(0, at: 0); estimator.appeared(12, at: 0.2)   // 60 rows/s down
/// estimator.distance(forward: true, at: 0.2)   // ⌈1.5 × 60 × 2.0⌉ = 180 rows
/// estimator.pipelineDepth(at: 0.2)             // ⌈180 ÷ 30⌉ = 6 appends in flight
/// estimator.recordLatency(0.1)  // ... × 9: the p90 is 0.1 s
/// estimator.distance(forward: true, at: 0.4)   // the lead: 60 × 3 s = 180 rows
/// estimator.pipelineDepth(at: 0.4)             // ⌈1.5 × 60 × 0.1 ÷ 30⌉ = 1
/// ```
///
/// - Speed: a sample is the rows moved over at least ``sampleInterval`` seconds (the first
///   report of a frame is compared with the first of an earlier frame), smoothed by an
///   exponential average of weight ``smoothing``; a sample against the direction of travel
///   turns the direction and replaces the average. A gap longer than ``longestSample`` is a
///   pause: no sample, the average stays for when scrolling resumes.
/// - Stopped: no row moved for ``stopAfter`` (max(0.5 s, 3 rows at the average speed)); the
///   distance is then 0, so only a row at the very end loads.
/// - Latency: the ``percentile`` (nearest rank) of the last ``latencyWindow`` latencies, or
///   the age of the oldest load in flight when longer: a network that turns slow is followed
///   from its first slow request on, before any slow page arrives.
/// - Distance: the rows scrolled in ``margin`` × that latency, and never fewer than those
///   scrolled in ``leastLead`` seconds, toward the direction of travel; 0 behind it; the page
///   size until both a speed and a latency are measured; never past `longest`. The lead is
///   what a network turning slow without warning leaves the user: the rows held when it turns
///   are all there is until its first slow page arrives.
/// - Depth: what keeps up with the latency, ⌈``margin`` × speed × latency ÷ page size⌉
///   appends in flight, between 1 and `maxPipelineDepth` (the lead needs no more: a fast
///   network fills it one page at a time).
package struct PrefetchEstimator: Sendable {
  /// The least seconds a speed sample spans.
  package static let sampleInterval = 0.2
  /// Longer gaps between reports are pauses, not samples.
  package static let longestSample = 1.0
  /// The weight of a new speed sample in the average.
  package static let smoothing = 0.5
  /// The distance is this many times the rows scrolled during one latency.
  package static let margin = 1.5
  /// The latency percentile the distance covers.
  package static let percentile = 0.9
  /// How many recent latencies are kept.
  package static let latencyWindow = 10
  /// The distance covers at least this many seconds of scrolling, whatever the latency.
  package static let leastLead = 3.0

  /// Rows per page: the distance before anything is measured.
  package let pageSize: Int
  /// The most appends in flight.
  package let maxPipelineDepth: Int
  /// The longest distance (what `maxItems` allows).
  package let longest: Int
  /// The smoothed scroll speed in rows per second, once measured.
  package private(set) var speed: Double?
  /// Whether the user last moved toward higher positions (down a feed).
  package private(set) var forward = true
  /// The last latencies in seconds, oldest replaced first.
  package private(set) var latencies: [Double] = []
  private var nextLatencySlot = 0
  private var reference: (position: Int, time: Double)?
  private var lastReport: (position: Int, time: Double)?
  private var lastMove: Double?

  /// An estimator that knows nothing yet.
  package init(pageSize: Int, maxPipelineDepth: Int, longest: Int = .max / 4) {
    self.pageSize = max(1, pageSize)
    self.maxPipelineDepth = max(1, maxPipelineDepth)
    self.longest = longest
  }

  /// The row at `position` was reported on screen at `time` (seconds).
  package mutating func appeared(_ position: Int, at time: Double) {
    if lastReport?.position != position { lastMove = time }
    lastReport = (position, time)
    guard let reference else {
      self.reference = (position, time)
      return
    }
    let elapsed = time - reference.time
    if elapsed > Self.longestSample {
      self.reference = (position, time)  // a pause: the average waits for scrolling to resume
      return
    }
    let moved = position - reference.position
    guard elapsed >= Self.sampleInterval, moved != 0 else { return }
    self.reference = (position, time)
    let sample = Double(abs(moved)) / elapsed
    if let speed, (moved > 0) == forward {
      self.speed = Self.smoothing * sample + (1 - Self.smoothing) * speed
    } else {
      speed = sample
      forward = moved > 0
    }
  }

  /// A page took `seconds` from its request to its arrival.
  package mutating func recordLatency(_ seconds: Double) {
    if latencies.count < Self.latencyWindow {
      latencies.append(max(0, seconds))
    } else {
      latencies[nextLatencySlot] = max(0, seconds)
    }
    nextLatencySlot = (nextLatencySlot + 1) % Self.latencyWindow
  }

  /// The ``percentile`` of the kept latencies (nearest rank), once one is measured.
  package var latency: Double? {
    guard !latencies.isEmpty else { return nil }
    let sorted = latencies.sorted()
    let rank = Int((Self.percentile * Double(sorted.count)).rounded(.up))
    return sorted[min(max(rank, 1), sorted.count) - 1]
  }

  /// Whether no row moved for max(0.5 s, 3 rows at the average speed) before `time`.
  package func isStopped(at time: Double?) -> Bool {
    guard let time, let lastMove, let speed, speed > 0 else { return false }
    return time - lastMove > max(0.5, 3 / speed)
  }

  /// When the oldest load still in flight started (set by the machine): a load slower than
  /// the percentile counts at its age already, so a network that turns slow is followed
  /// before its first slow page arrives.
  package var oldestPendingStart: Double?

  /// The latency the distance covers at `time`: the percentile, or the age of the oldest
  /// load in flight when that is longer.
  package func latency(at time: Double?) -> Double? {
    guard let latency else { return nil }
    guard let time, let start = oldestPendingStart else { return latency }
    return max(latency, time - start)
  }

  /// The rows the user scrolls in one latency with the margin, and those of ``leastLead``,
  /// when a speed and a latency are measured and the user has not stopped.
  private func rowsAhead(at time: Double?) -> (latency: Double, lead: Double)? {
    guard let speed, let latency = latency(at: time), !isStopped(at: time) else { return nil }
    return (Self.margin * speed * latency, speed * Self.leastLead)
  }

  /// The adaptive distance, once measured: 0 while the user has stopped.
  private func measuredDistance(at time: Double?) -> Int? {
    guard speed != nil, latency != nil else { return nil }
    guard let rows = rowsAhead(at: time) else { return 0 }
    let distance = max(rows.latency, rows.lead).rounded(.up)
    return distance >= Double(longest) ? longest : Int(distance)
  }

  /// How close to the end toward higher positions (`forward`) or lower ones a shown row loads.
  package func distance(forward toward: Bool, at time: Double?) -> Int {
    guard let measured = measuredDistance(at: time) else { return min(pageSize, longest) }
    return toward == forward ? measured : 0
  }

  /// How many appends may be in flight now: what keeps up with the latency, capped.
  package func pipelineDepth(at time: Double?) -> Int {
    guard let rows = rowsAhead(at: time)?.latency, forward else { return 1 }
    let pages = Int(min((rows / Double(pageSize)).rounded(.up), Double(maxPipelineDepth)))
    return max(pages, 1)
  }
}
