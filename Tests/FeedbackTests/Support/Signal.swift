/// A one-way test signal built on `AsyncStream`: tasks `fire` it, the test awaits it.
struct Signal<Value: Sendable>: Sendable {
  let values: AsyncStream<Value>
  let continuation: AsyncStream<Value>.Continuation

  init(of type: Value.Type = Value.self) {
    (values, continuation) = AsyncStream.makeStream(of: Value.self)
  }

  func fire(_ value: Value) {
    continuation.yield(value)
  }
}

extension Signal where Value == Void {
  func fire() {
    continuation.yield()
  }
}
