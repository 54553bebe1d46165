import RefreshKitLocking

/// A load that never answers: it says when it started and records when it was cancelled.
///
/// Explicit synchronization, no sleeps: ``started()`` returns once the load runs; the load
/// suspends until its task is cancelled, which `withTaskCancellationHandler` records.
final class CancellationProbe: Sendable {
  private let starts = AsyncStream<Void>.makeStream()
  private let cancellations = Locked(0)

  /// How many loads saw their task cancelled.
  var cancelledLoads: Int { cancellations.withLock { $0 } }

  /// Waits until a load started.
  func started() async {
    var iterator = starts.stream.makeAsyncIterator()
    _ = await iterator.next()
  }

  /// The load: signals its start, then suspends until cancelled and throws.
  func load<Result>() async throws -> Result {
    let hold = AsyncStream<Never>.makeStream()
    try await withTaskCancellationHandler {
      starts.continuation.yield()
      for await _ in hold.stream {}
      try Task.checkCancellation()
    } onCancel: {
      cancellations.withLock { $0 += 1 }
      hold.continuation.finish()
    }
    throw CancellationError()
  }
}
