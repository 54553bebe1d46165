import Foundation
import RefreshKitLocking

extension Pager {
  /// One task waiting until the pager reaches a state.
  struct Waiter {
    var isDone: @MainActor (Pager) -> Bool
    var continuation: CheckedContinuation<Void, Never>
  }

  /// Runs the machine's actions, then updates what observers read; returns the loads started.
  /// `cause` says what the machine was asked, for the events (built only when observed).
  @discardableResult
  func perform(_ actions: [Machine.Action], cause: @autoclosure () -> EventCause = .edit)
    -> [PageRequest<Query, Cursor>]
  {
    let observed = isObserved
    performDepth += 1
    var started: [PageRequest<Query, Cursor>] = []
    for action in actions {
      switch action {
      case .load(let load):
        started.append(load)
        start(load)
      case .cancel(let load):
        tasks.cancel(load)
      case .publish(let change): publish(change)
      case .readCache(let query):
        if observed { cacheReadStart = elapsed() }
        readCache(of: query)
      case .writeCache(let write): writeCache(write)
      case .trimmed: break  // an event, below
      case .released(let ids): entityStore?.releaseIfUnheld(ids)  // what this list stopped holding
      }
    }
    if observed { emitEvents(of: cause(), actions: actions) }
    performDepth -= 1
    sync()
    return started
  }

  /// Copies what the machine decided into the observed properties, tells the load-state
  /// observers, and resumes the waits that are over. Inside a change observer's report (a
  /// nested ``perform(_:cause:)``) the waits stay: the observers after it, or the rest of the
  /// outer step, may still start a load, so a wait for idle would end one step early.
  func sync() {
    let shown = machine.publishedState
    loadStates = shown.loadStates
    if published.hasLoaded != shown.hasLoaded { hasLoaded = shown.hasLoaded }
    if published.anchor != shown.anchor { self.anchor = shown.anchor }
    if published.staleSince != shown.staleSince { staleSince = shown.staleSince }
    loadStateObservers.callAll(shown.loadStates)
    guard !waiters.isEmpty, performDepth == 0 else { return }
    var done: [Int] = []
    for (id, waiter) in waiters where waiter.isDone(self) { done.append(id) }
    for id in done { waiters.removeValue(forKey: id)?.continuation.resume() }
  }

  /// Whether no refresh-direction load is in flight and the cache is not being read for one.
  var refreshSettled: Bool { machine.settled([], refreshing: true) }

  /// Waits until `isDone` holds, checked after every step of the pager; cancelling the
  /// waiting task ends the wait.
  func wait(until isDone: @escaping @MainActor (Pager) -> Bool) async {
    guard !isDone(self) else { return }
    lastObserverID += 1
    let id = lastObserverID
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if Task.isCancelled {
          continuation.resume()
        } else {
          waiters[id] = Waiter(isDone: isDone, continuation: continuation)
        }
      }
    } onCancel: {
      Task { @MainActor [weak self] in self?.waiters.removeValue(forKey: id)?.continuation.resume()
      }
    }
  }

  /// Waits until the refresh in progress, if any, settled.
  func waitUntilRefreshSettled() async {
    await wait { $0.refreshSettled }
  }

  /// Waits until the loads `started` settled, and the refresh among them with its follow-ups.
  func waitUntilSettled(_ started: [PageRequest<Query, Cursor>]) async {
    let refreshing = started.contains { $0.direction == .refresh }
    await wait { pager in pager.machine.settled(started, refreshing: refreshing) }
  }

  /// Waits until every load in flight now settled (and, when the first load waits for the
  /// cache's pages, the read and the load it starts); unlike ``waitUntilIdle()``, a load that
  /// starts later is not waited for. A test answering one held request waits for exactly its load.
  package func waitForLoadsInFlight() async {
    let inFlight = machine.loadsInFlight
    let readingCache = machine.isReadingCache
    await wait { pager in
      !inFlight.contains { pager.machine.isInFlight($0) } && !pager.machine.isReadingCache
    }
    guard readingCache, let first = machine.load(in: .refresh) else { return }
    await wait { $0.machine.load(in: .refresh) != first }
  }

  private func start(_ load: PageRequest<Query, Cursor>) {
    let loader = self.loader
    tasks.add(
      load,
      Task { [weak self] in
        let result: Result<Page<Item, Cursor>, any Error>
        do { result = .success(try await loader(load)) } catch { result = .failure(error) }
        self?.finish(load, result)
      })
  }

  private func finish(
    _ load: PageRequest<Query, Cursor>, _ result: Result<Page<Item, Cursor>, any Error>
  ) {
    tasks.remove(load)
    let startedAt = isObserved ? machine.startTime(of: load) : nil
    let wasInFlight = machine.isInFlight(load)
    switch result {
    case .success(let page):
      // A new page the list waited for feeds the shared entities before it is applied.
      let store = page.isUnchanged || !wasInFlight ? nil : entityStore
      store?.receive(page.items, from: ObjectIdentifier(self))
      perform(
        machine.loaded(load, page: page, at: elapsed()),
        cause: .arrived(
          load,
          wasInFlight ? .page(rows: page.items.count, unchanged: page.isUnchanged) : .dropped,
          startedAt: startedAt))
      store?.releaseIfUnheld(page.items.map { $0.id })  // a page trimmed as it arrived
    case .failure(let error):
      let delay = wasInFlight ? retryPolicy.delay(after: load.attempt, error: error) : nil
      perform(
        machine.failed(load, error: error, at: elapsed()),
        cause: .arrived(
          load,
          wasInFlight ? .failure(error, retryAt: delay.map { elapsed() + $0 }) : .dropped,
          startedAt: startedAt))
      if let delay { scheduleRetry(after: delay) }
    }
  }

  /// Schedules an automatic retry of what failed after `delay` (from ``retryPolicy``).
  private func scheduleRetry(after delay: Duration) {
    let wait = Self.sleep(on: clock, for: delay)
    retrySchedule.replace(
      with: Task { [weak self] in
        do { try await wait() } catch { return }
        guard !Task.isCancelled, let self, self.machine.hasFailedLoad else { return }
        let policy = self.refreshPolicy
        self.perform(
          self.machine.at(self.elapsed()) { $0.retry(refreshPolicy: policy) },
          cause: .retry(automatic: true))
      })
  }

  /// A sleep until `delay` from now, with "now" read at once rather than when the sleep starts.
  nonisolated static func sleep(on clock: any Clock<Duration>, for delay: Duration)
    -> @Sendable () async throws -> Void
  {
    func deadline<C: Clock<Duration>>(on clock: C) -> @Sendable () async throws -> Void {
      let deadline = clock.now.advanced(by: delay)
      return { try await clock.sleep(until: deadline, tolerance: nil) }
    }
    return deadline(on: clock)
  }
}
