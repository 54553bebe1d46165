/// The running half of one ``Feedback`` inside a system loop.
///
/// Confined to the loop: the loop creates it and calls every method on its own isolation,
/// one call at a time, so implementations keep plain mutable state and start tasks for
/// their asynchronous work.
@available(iOS 18.0, tvOS 18.0, watchOS 11.0, macOS 15.0, visionOS 2.0, *)
protocol FeedbackRuntime<State>: AnyObject {
  /// The state type of the system.
  associatedtype State

  /// The system entered `state` (the initial state first), before the consumer sees it.
  func receive(_ state: State)

  /// Whether an event that `effect` emitted may still be reduced.
  func admits(_ effect: EffectID) -> Bool

  /// The system ended: cancel every task and finish every stream.
  func cancel()
}

@available(iOS 18.0, tvOS 18.0, watchOS 11.0, macOS 15.0, visionOS 2.0, *)
extension FeedbackRuntime {
  /// A runtime without effects never hands out effect identifiers, so it admits none.
  func admits(_ effect: EffectID) -> Bool {
    false
  }
}
