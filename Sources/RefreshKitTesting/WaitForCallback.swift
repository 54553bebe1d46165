import RefreshKitLocking

/// Waits until `arm`'s `resume` is called, or at once when the waiting task is cancelled: the
/// continuation-based wait of a test double, with the cancellation path every wait needs (a
/// suite's `.timeLimit` cancels it, and the test fails instead of hanging).
///
/// `arm` runs first, in the caller's isolation; it hands `resume` to whatever ends the wait
/// (a list of waiters, a callback, an observation). Calling `resume` more than once, or after
/// the wait ended, does nothing.
///
/// ```swift
/// func waitForPending() async {
///   guard pending.isEmpty else { return }
///   await waitForCallback { resume in arrivals.append(resume) }
/// }
/// ```
public func waitForCallback(
  isolation: isolated (any Actor)? = #isolation,
  _ arm: (_ resume: @escaping @Sendable () -> Void) -> Void
) async {
  // The continuation once it waits, or whether `resume` came first.
  let waiting = Locked<(continuation: CheckedContinuation<Void, Never>?, resumed: Bool)>(
    (nil, false))
  let resume: @Sendable () -> Void = {
    waiting.withLock { state in
      defer { state = (nil, true) }
      return state.continuation
    }?.resume()
  }
  arm(resume)  // here, in the caller's isolation: the waiting closures below have none
  await withTaskCancellationHandler {
    await withCheckedContinuation { continuation in
      let resumed = waiting.withLock { state in
        if !state.resumed { state.continuation = continuation }
        return state.resumed
      }
      if resumed { continuation.resume() }
    }
  } onCancel: {
    resume()
  }
}
