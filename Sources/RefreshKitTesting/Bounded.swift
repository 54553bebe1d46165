/// Runs `operation` and returns its result, or `nil` after `timeout` if it has not finished,
/// or at once when the waiting task is cancelled.
///
/// A watchdog, not a wait: a correct engine finishes long before it, a broken one makes the
/// test fail instead of hanging the suite. The unfinished operation is cancelled.
///
/// ```swift
/// guard let page = await bounded(timeout: .seconds(10), { await loader.next() }) else {
///   Issue.record("the page never came"); return
/// }
/// ```
public func bounded<T: Sendable>(
  timeout: Duration = .seconds(10), _ operation: @escaping @Sendable () async -> T
) async -> T? {
  try? await waitBounded(for: "the operation", timeout: timeout) { await operation() }
}

/// ``bounded(timeout:_:)`` for work that runs on the main actor.
///
/// ```swift
/// let done: Void? = await boundedOnMain { await pager.waitUntilIdle() }
/// ```
@MainActor
public func boundedOnMain<T: Sendable>(
  timeout: Duration = .seconds(10), _ operation: @escaping @MainActor @Sendable () async -> T
) async -> T? {
  await bounded(timeout: timeout) { await operation() }
}

/// Runs `operation` and returns its result; throws ``WaitTimedOut`` naming `what` when it has
/// not finished after `timeout`, and `CancellationError` at once when the waiting task is
/// cancelled (a suite's `.timeLimit` does that). Either way the operation is cancelled.
///
/// The wait a test should use for anything that a broken library might never deliver: the
/// test fails saying what it waited for, and the run goes on.
///
/// ```swift
/// let page = try await waitBounded(for: "the first page") { try await loader.next() }
/// ```
public func waitBounded<T: Sendable>(
  for what: String, timeout: Duration = .seconds(10),
  _ operation: @escaping @Sendable () async throws -> T
) async throws -> T {
  let outcome = WaitOutcome<T>()
  let work = Task {
    do { outcome.settle(.success(try await operation())) } catch { outcome.settle(.failure(error)) }
  }
  let watchdog = Task {
    do { try await Task.sleep(for: timeout) } catch { return }
    outcome.settle(.failure(WaitTimedOut(what: what, timeout: timeout)))
  }
  defer {
    watchdog.cancel()
    work.cancel()
  }
  return try await withTaskCancellationHandler {
    try await withCheckedThrowingContinuation { outcome.attach($0) }
  } onCancel: {
    outcome.settle(.failure(CancellationError()))
  }
}

extension Task where Failure == Never {
  /// The task's value, waited for at most `timeout` (see ``waitBounded(for:timeout:_:)``);
  /// a bare `await task.value` ignores the waiter's cancellation and hangs on a task that
  /// never ends.
  ///
  /// ```swift
  /// let refresh = Task { await pager.refresh() }
  /// try await refresh.boundedValue("the refresh")
  /// ```
  public func boundedValue(_ what: String, timeout: Duration = .seconds(10)) async throws
    -> Success
  {
    try await waitBounded(for: what, timeout: timeout) { await self.value }
  }
}

extension Task where Failure == any Error {
  /// The task's value or error, waited for at most `timeout` (see
  /// ``waitBounded(for:timeout:_:)``); a timeout or the waiter's cancellation cancels the task.
  ///
  /// ```swift
  /// let loadMore = Task { try await machine.trigger(.loadingMore) }
  /// await #expect(throws: TriggerError<RefreshAction>.self) {
  ///   try await loadMore.boundedValue("the load-more")
  /// }
  /// ```
  public func boundedValue(_ what: String, timeout: Duration = .seconds(10)) async throws
    -> Success
  {
    do {
      return try await waitBounded(for: what, timeout: timeout) { try await self.value }
    } catch let error as WaitTimedOut {
      cancel()
      throw error
    }
  }
}
