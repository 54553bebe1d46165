extension PagerMachine {
  /// Handles `event` as happening at `now` (the time since any fixed origin, from the
  /// pager's clock): the loads it starts are stamped, the pages it applies give latencies and
  /// the rows it shows give the scroll speed (``PrefetchEstimator``). The machine reads no
  /// clock itself.
  ///
  /// ```swift
  /// let actions = machine.at(.seconds(12)) { $0.positionDidAppear(42) }
  /// ```
  package mutating func at(_ now: Duration, _ event: (inout Self) -> [Action]) -> [Action] {
    let outer = eventTime
    eventTime = now
    estimator.oldestPendingStart = loadStarts.values.min().map(Self.seconds)
    defer { eventTime = outer }
    let actions = event(&self)
    // Most steps trim nothing: no copy of their actions then.
    guard !window.trimmed.isEmpty || !window.dropped.isEmpty else { return actions }
    return actions + windowReports()
  }

  /// What the window reported during a step, as actions: the pages it trimmed, then the ids
  /// it stopped holding. Emptied once reported.
  mutating func windowReports() -> [Action] {
    var reports: [Action] = window.trimmed.map {
      .trimmed(key: $0.key, rows: $0.rows, atStart: $0.atStart)
    }
    if !window.dropped.isEmpty { reports.append(.released(window.dropped)) }
    window.trimmed = []
    window.dropped = []
    return reports
  }

  /// Whether steps report the ids the list stops holding (``Action/released(_:)``); set when
  /// the list shares an entity store.
  package var reportsReleasedItems: Bool {
    get { window.tracksDropped }
    set { window.tracksDropped = newValue }
  }

  /// When `load` started, if a timed event started it and it has not arrived or been
  /// cancelled since.
  package func startTime(of load: Request) -> Duration? {
    loadStarts[load]
  }

  /// The time of the event being handled in seconds, as the ``PrefetchEstimator`` counts.
  var eventSeconds: Double? { eventTime.map(Self.seconds) }

  private static func seconds(_ duration: Duration) -> Double {
    duration / .seconds(1)
  }

  /// ``positionDidAppear(_:)`` at `now`.
  package mutating func positionDidAppear(_ position: Int, at now: Duration) -> [Action] {
    at(now) { $0.positionDidAppear(position) }
  }

  /// ``positionDidAppear(_:prefetchAt:)`` at `now`.
  package mutating func positionDidAppear(
    _ position: Int, prefetchAt prefetchPosition: Int, at now: Duration
  ) -> [Action] {
    at(now) { $0.positionDidAppear(position, prefetchAt: prefetchPosition) }
  }

  /// ``loaded(_:page:)`` at `now`.
  package mutating func loaded(
    _ load: Request, page: Page<Item, Cursor>, at now: Duration
  ) -> [Action] {
    at(now) { $0.loaded(load, page: page) }
  }

  /// ``failed(_:error:)`` at `now`.
  package mutating func failed(_ load: Request, error: any Error, at now: Duration) -> [Action] {
    at(now) { $0.failed(load, error: error) }
  }

  /// How close to the end toward higher positions (`forward`) or lower ones a row on screen
  /// loads the next page there: the configured distance, or the adaptive one now (`atEnd`:
  /// the row on screen is that end's, so a user who waits there has not stopped).
  package func prefetchDistance(forward: Bool, atEnd: Bool = false) -> Int {
    guard configuration.prefetch.isAdaptive else { return configuration.prefetchDistance }
    return estimator.distance(forward: forward, at: atEnd ? nil : eventSeconds)
  }

  /// How many appends may be in flight at once now (with a `cursorAfter`): the configured
  /// depth as far as ``PagerConfiguration/maxItems`` holds its pages
  /// (``PagerConfiguration/heldPipelineDepth``), or the adaptive one, never past
  /// ``PrefetchMode/maxPipelineDepth``.
  package var pipelineDepth: Int { pipelineDepth(atEnd: false) }

  /// ``pipelineDepth``, with the row on screen at the end of the items when `atEnd`.
  func pipelineDepth(atEnd: Bool) -> Int {
    guard configuration.prefetch.isAdaptive else { return configuration.heldPipelineDepth }
    return estimator.pipelineDepth(at: atEnd ? nil : eventSeconds)
  }

  /// Notes when `load` started, during a timed event; the stamps never outnumber the loads
  /// in flight by much (stale ones go when they pile up).
  mutating func stamp(_ load: Request) {
    guard let eventTime else { return }
    if loadStarts.count > 2 * configuration.prefetch.maxPipelineDepth + 8 {
      let inFlight = Set(loadsInFlight)
      loadStarts = loadStarts.filter { inFlight.contains($0.key) }
    }
    loadStarts[load] = eventTime
  }

  /// Records the latency of `load`, arrived during a timed event, if it was stamped.
  mutating func measureLatency(of load: Request) {
    guard let start = loadStarts.removeValue(forKey: load), let eventTime,
      isInFlight(load)
    else { return }
    estimator.recordLatency(Self.seconds(eventTime - start))
    estimator.oldestPendingStart = loadStarts.values.min().map(Self.seconds)
  }
}
