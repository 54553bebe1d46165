/// Hands every value to the streams made so far; a stream leaves when its consumer stops.
@MainActor
final class Broadcast<Element: Sendable> {
  private var continuations: [Int: AsyncStream<Element>.Continuation] = [:]
  private var nextID = 0

  /// A stream of every value from now on, in order.
  func stream() -> AsyncStream<Element> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: Element.self, bufferingPolicy: .unbounded)
    let id = nextID
    nextID += 1
    continuations[id] = continuation
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.continuations[id] = nil }
    }
    return stream
  }

  /// Hands `value` to every stream.
  func yield(_ value: Element) {
    for continuation in continuations.values { continuation.yield(value) }
  }
}
