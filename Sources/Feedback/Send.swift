/// Sends events into a running feedback system.
///
/// A feedback receives one with its state sequence and calls it like a function. It is
/// `Sendable`, so child tasks and other isolation domains may send too. Events are
/// queued and reduced one at a time in the order they arrive; sending never suspends.
///
/// ```swift
/// let ticker = Feedback<Int, Event> { states, send in
///   for await count in states where count < 3 {
///     send(.increment)
///   }
/// }
/// ```
@available(iOS 18.0, tvOS 18.0, watchOS 11.0, macOS 15.0, visionOS 2.0, *)
public struct Send<Event: Sendable>: Sendable {
  let deliver: @Sendable (Event) -> Void

  /// Queues `event` for the system loop to reduce.
  ///
  /// An event sent after the system ended, or by an effect its `react` feedback already
  /// cancelled, is dropped.
  public func callAsFunction(_ event: Event) {
    deliver(event)
  }
}
