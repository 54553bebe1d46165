import RefreshKitLocking
public import YLRefreshKit

/// A network manager a test scripts: queued answers, held requests answered in any
/// order, failures, and a record of every request.
///
/// Nothing in it sleeps: a test waits for requests with ``request(at:)`` and releases
/// them with ``respond(to:with:)``, so out-of-order completion is deterministic.
///
/// ```swift
/// let manager = ScriptedNetworkManager<FeedTarget, Feed>()
/// manager.enqueue(.success(page1))
/// let op = RefreshOperator(dataSource: viewModel, networkManager: manager, target: .feed(page: 1))
/// let machine = StateMachine(operator: op)
/// try await machine.trigger(.pullToRefresh)
/// #expect(manager.requests.count == 1)
/// ```
///
/// Thread safety: every member may be called from any isolation.
public final class ScriptedNetworkManager<Target: TargetType, Model: ModelType>: NetworkManagerType,
  Sendable
where Model.Cursor == Target.Cursor {
  let state = Locked(ScriptState<Target, Model>())
  /// Whether a cancelled request fails at once with `CancellationError` (like URLSession),
  /// or stays pending until answered (like a server that ignores cancellation).
  public let honorsCancellation: Bool
  /// How long ``request(at:)`` waits for a request before it throws ``WaitTimedOut``.
  public let arrivalTimeout: Duration

  /// Creates a manager; requests are held until answered unless responses are enqueued.
  ///
  /// - Parameters:
  ///   - honorsCancellation: Whether a cancelled request fails at once.
  ///   - arrivalTimeout: The bound of ``request(at:)``: a watchdog far above the time a
  ///     working engine needs to send a request.
  public init(honorsCancellation: Bool = true, arrivalTimeout: Duration = .seconds(10)) {
    self.honorsCancellation = honorsCancellation
    self.arrivalTimeout = arrivalTimeout
  }

  /// Queues answers for the next requests, in order.
  public func enqueue(_ responses: ScriptedResponse<Model>...) {
    state.withLock { $0.queue.append(contentsOf: responses) }
  }

  /// Every request received so far, in arrival order.
  public var requests: [RecordedRequest<Target>] {
    state.withLock { $0.records.map(\.recorded) }
  }

  /// Request `index` as it stands now, or `nil` when it has not arrived; never waits.
  ///
  /// Read what a test just counted through it, so that a missing request fails the test
  /// instead of crashing the test process with an index out of range:
  ///
  /// ```swift
  /// #expect(manager.arrivedRequest(at: 1)?.load.attempt == 2)
  /// ```
  public func arrivedRequest(at index: Int) -> RecordedRequest<Target>? {
    state.withLock { state in
      state.records.indices.contains(index) ? state.records[index].recorded : nil
    }
  }

  /// The indices of requests still waiting for an answer.
  public var pendingIndices: [Int] {
    state.withLock { state in
      state.records.filter { $0.recorded.status == .pending }.map(\.recorded.index)
    }
  }

  /// The most requests that were ever pending at the same time.
  public var maxConcurrentRequests: Int { state.withLock { $0.maxConcurrent } }

  /// Waits until request `index` has arrived and returns it; throws ``WaitTimedOut`` when it
  /// has not arrived after ``arrivalTimeout``, and `CancellationError` when the waiting task
  /// is cancelled, so a test of a broken engine fails saying which request never came
  /// instead of hanging.
  ///
  /// ```swift
  /// let load = try await manager.request(at: 1)
  /// #expect(load.load.direction == .loadingMore)
  /// ```
  public func request(at index: Int) async throws -> RecordedRequest<Target> {
    if let request = await request(at: index, timeout: arrivalTimeout) { return request }
    try Task.checkCancellation()
    throw WaitTimedOut(what: "request \(index) to arrive", timeout: arrivalTimeout)
  }

  /// Waits until request `index` has arrived, for at most `timeout`; `nil` when it did not,
  /// or when the waiting task was cancelled.
  ///
  /// For harnesses that must fail, not hang, when the engine under test never sends the
  /// request. The deadline is a watchdog: it only fires when the request is missing.
  ///
  /// ```swift
  /// guard let load = await manager.request(at: 1, timeout: .seconds(2)) else {
  ///   Issue.record("request 1 was never sent"); return
  /// }
  /// ```
  public func request(at index: Int, timeout: Duration) async -> RecordedRequest<Target>? {
    let id = state.withLock { state in
      state.lastWaiterID += 1
      return state.lastWaiterID
    }
    let watchdog = Task { [state] in
      do { try await Task.sleep(for: timeout) } catch { return }
      state.withLock { $0.expire(id) }?.resume(returning: nil)
    }
    defer { watchdog.cancel() }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let (ready, expired): (RecordedRequest<Target>?, Bool) = state.withLock { state in
          if index < state.records.count { return (state.records[index].recorded, false) }
          if state.expiredWaiters.remove(id) != nil { return (nil, true) }
          state.timedWaiters.append((id, index, continuation))
          return (nil, false)
        }
        if let ready {
          continuation.resume(returning: ready)
        } else if expired {
          continuation.resume(returning: nil)
        }
      }
    } onCancel: { [state] in
      state.withLock { $0.expire(id) }?.resume(returning: nil)
    }
  }

  /// Answers pending request `index`; returns `false` if it was not pending.
  @discardableResult
  public func respond(to index: Int, with result: Result<Model, any Error>) -> Bool {
    let (accepted, continuation) = state.withLock { $0.settle(index, with: result) }
    continuation?.resume(with: result)
    return accepted
  }

  /// The manager's virtual time: how far ``advance(by:)`` has moved it.
  public var now: Duration { state.withLock { $0.now } }

  /// Moves the virtual clock by `duration` and answers, in due order, every
  /// ``ScriptedResponse/delayed(_:_:)`` request now due that is still pending.
  ///
  /// ```swift
  /// manager.enqueue(.delayed(.milliseconds(300), .success(page)))
  /// list.refresh()
  /// _ = try await manager.request(at: 0)
  /// manager.advance(by: .milliseconds(300))
  /// ```
  public func advance(by duration: Duration) {
    let due = state.withLock { $0.advance(by: duration) }
    for answer in due { respond(to: answer.index, with: answer.result) }
  }

  /// Loads `target` as a first refresh attempt would.
  public func request(target: Target) async throws -> Model {
    try await request(
      LoadRequest(
        target: target, generation: 0, direction: .pullToRefresh, cursor: nil, attempt: 1,
        sequence: 0))
  }

  /// Records `load` and answers it from the queue, or holds it.
  ///
  /// The request is recorded inside its cancellation handler, so once a test has seen it
  /// (``request(at:)``), cancelling its task marks it at once, on the cancelling thread.
  public func request(_ load: LoadRequest<Target>) async throws -> Model {
    let slot = Locked(RequestSlot())
    let honors = honorsCancellation
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let (index, immediate, timed) = state.withLock { state in
          let (index, timed) = state.arrive(load)
          return (index, state.attach(continuation, to: index), timed)
        }
        let cancelledEarly = slot.withLock { slot in
          slot.index = index
          return slot.cancelledBeforeArrival
        }
        for (continuation, recorded) in timed { continuation.resume(returning: recorded) }
        if let immediate { continuation.resume(with: immediate) }
        if cancelledEarly { cancel(index, settle: honors) }
      }
    } onCancel: {
      let index = slot.withLock { slot in
        if slot.index == nil { slot.cancelledBeforeArrival = true }
        return slot.index
      }
      if let index { cancel(index, settle: honors) }
    }
  }

  /// Marks request `index` cancelled; fails it when cancellation is honoured.
  private func cancel(_ index: Int, settle: Bool) {
    let continuation = state.withLock { $0.cancel(index, settle: settle) }
    continuation?.resume(throwing: CancellationError())
  }
}

/// Which request a call recorded, for its cancellation handler.
private struct RequestSlot {
  var index: Int?
  var cancelledBeforeArrival = false
}
