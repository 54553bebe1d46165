/// Runs `operation` and returns its result, or `nil` after `timeout` if it has not finished.
///
/// A watchdog, not a wait: a correct engine finishes long before it, a broken one makes the
/// test fail instead of hanging the suite. The unfinished operation is left running.
///
/// ```swift
/// guard let page = await bounded(timeout: .seconds(10), { await loader.next() }) else {
///   Issue.record("the page never came"); return
/// }
/// ```
public func bounded<T: Sendable>(
  timeout: Duration = .seconds(10), _ operation: @escaping @Sendable () async -> T
) async -> T? {
  await withCheckedContinuation { continuation in
    let shot = ResumeOnce(continuation)
    let timer = Task {
      do { try await Task.sleep(for: timeout) } catch { return }
      shot.resume(nil)
    }
    Task {
      let value = await operation()
      timer.cancel()
      shot.resume(value)
    }
  }
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
