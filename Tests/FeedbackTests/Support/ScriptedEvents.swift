/// An effect that emits a fixed script without ever suspending, then reports that every
/// event was sent (the runtime asks for the next element only after sending the previous
/// one) and finishes.
struct ScriptedEvents<Event: Sendable>: AsyncSequence, Sendable {
  typealias Element = Event
  typealias Failure = Never

  let script: [Event]
  let allSent: @Sendable () -> Void

  func makeAsyncIterator() -> Iterator {
    Iterator(remaining: script[...], allSent: allSent)
  }

  struct Iterator: AsyncIteratorProtocol {
    var remaining: ArraySlice<Event>
    let allSent: @Sendable () -> Void

    mutating func next() async -> Event? {
      guard let event = remaining.popFirst() else {
        allSent()
        return nil
      }
      return event
    }
  }
}
