extension AsyncIteratorProtocol where Failure == Never {
  /// The next `count` elements, in order; fewer if the sequence ends first.
  mutating func take(
    _ count: Int, isolation: isolated (any Actor)? = #isolation
  ) async -> [Element] {
    var elements: [Element] = []
    while elements.count < count, let element = await next(isolation: isolation) {
      elements.append(element)
    }
    return elements
  }
}

/// Suspends until the calling task is cancelled: a feedback or effect that never ends
/// on its own.
func suspendUntilCancelled() async {
  let (stream, continuation) = AsyncStream.makeStream(of: Never.self)
  await withTaskCancellationHandler {
    for await _ in stream {}
  } onCancel: {
    continuation.finish()
  }
}
