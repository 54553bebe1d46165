extension Pager {
  /// What made one step of the pager: the events of that step are derived from it.
  typealias EventCause = PagerEventDeriver<Query, Cursor, Item>.Cause
  /// What a load's result was, for the events.
  typealias Arrival = PagerEventDeriver<Query, Cursor, Item>.Arrival

  /// Calls `observer` on the main actor with every event of this pager from now on: loads
  /// started, finished, failed and cancelled, late results dropped, pages trimmed, cache reads
  /// and writes. While no observer, stream or ``instrumentation`` listens, the pager builds no
  /// event at all.
  ///
  /// ```swift
  /// let observation = pager.observeEvents { event in
  ///   print(event.time, event)  // 1.5 seconds started append cursor=2 … (prefetch at row 18)
  /// }
  /// // later: pager.stopObserving(observation)
  /// ```
  @_spi(Diagnostics) @discardableResult
  public func observeEvents(_ observer: @escaping @MainActor (PagerEvent<Query, Cursor>) -> Void)
    -> ChangeObservation
  {
    lastObserverID += 1
    eventObservers.add(lastObserverID, observer)
    return ChangeObservation(id: lastObserverID)
  }

  /// Every event of this pager from now on, in order; the stream ends when the pager is
  /// released (after the loads it cancels then, reported as ``CancelReason/released``).
  ///
  /// ```swift
  /// for await event in pager.events() {
  ///   if case .loadFailed = event.kind { failures += 1 }
  /// }
  /// ```
  @_spi(Diagnostics) public func events() -> AsyncStream<PagerEvent<Query, Cursor>> {
    let (stream, continuation) = AsyncStream.makeStream(of: PagerEvent<Query, Cursor>.self)
    lastObserverID += 1
    let id = lastObserverID
    eventOutlet.add(id, continuation)
    continuation.onTermination = { [eventOutlet] _ in eventOutlet.remove(id) }
    return stream
  }

  /// Where the pager logs its events, counts them and draws them as signposts; `nil` (the
  /// default) reports them nowhere but to the observers. See ``PagerInstrumentation``.
  ///
  /// ```swift
  /// pager.instrumentation = PagerInstrumentation(name: "search", logger: logger)
  /// ```
  public var instrumentation: PagerInstrumentation? {
    get { eventOutlet.instrumentation }
    set { eventOutlet.instrumentation = newValue }
  }

  /// The loads the pager waits for now, oldest direction first: each with its request
  /// (direction, cursor, attempt, generation) and when it started.
  ///
  /// ```swift
  /// let appending = pager.loadsInFlight.contains { $0.request.direction == .append }
  /// ```
  package var loadsInFlight: [LoadInFlight<Query, Cursor>] {
    machine.loadsInFlight.map { LoadInFlight(request: $0, startedAt: machine.startTime(of: $0)) }
  }

  /// The time since the pager was created, on its clock: what ``PagerEvent/time`` and
  /// ``LoadInFlight/startedAt`` count from, so that an inspector can say how long a load has run.
  ///
  /// ```swift
  /// for load in pager.loadsInFlight {
  ///   if let started = load.startedAt { print("running for", pager.clockTime - started) }
  /// }
  /// ```
  package var clockTime: Duration { elapsed() }

  /// Whether anything listens to the events: only then are they built.
  var isObserved: Bool {
    !eventObservers.isEmpty || eventLimit > 0 || eventOutlet.isActive
  }

  /// Derives the events of one step from its cause and the machine's actions, and sends them
  /// to the observers, the streams and the instrumentation.
  func emitEvents(of cause: EventCause, actions: [Machine.Action]) {
    let keepsRecent = eventLimit > 0
    let streams = eventOutlet.isActive
    var events: [PagerEvent<Query, Cursor>] = []
    PagerEventDeriver<Query, Cursor, Item>.forEachEvent(
      of: cause, actions: actions, lastPosition: machine.lastPosition,
      now: elapsed()
    ) { event in
      eventObservers.callAll(event)
      if keepsRecent || streams { events.append(event) }
    }
    guard !events.isEmpty else { return }
    if keepsRecent {
      var recent = recentEventLog + events
      if recent.count > eventLimit { recent.removeFirst(recent.count - eventLimit) }
      recentEventLog = recent
    }
    if streams { eventOutlet.send(events, query: machine.query) }
  }
}
