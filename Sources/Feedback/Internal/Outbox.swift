/// An event on its way to the system loop, with the effect that emitted it, if any.
@available(iOS 18.0, tvOS 18.0, watchOS 11.0, macOS 15.0, visionOS 2.0, *)
struct Envelope<Event: Sendable>: Sendable {
  let event: Event
  let origin: Origin?
}

/// Where an effect's event comes from: the feedback's index in the system and its effect.
@available(iOS 18.0, tvOS 18.0, watchOS 11.0, macOS 15.0, visionOS 2.0, *)
struct Origin: Equatable, Sendable {
  let feedback: Int
  let effect: EffectID
}

/// The sending end of the system loop's event channel, as handed to one feedback.
@available(iOS 18.0, tvOS 18.0, watchOS 11.0, macOS 15.0, visionOS 2.0, *)
struct Outbox<Event: Sendable>: Sendable {
  let channel: AsyncStream<Envelope<Event>>.Continuation
  let feedback: Int

  /// A ``Send`` for the feedback itself (`effect == nil`) or for one of its effects; the
  /// loop asks the feedback whether an effect's events are still current.
  func send(from effect: EffectID? = nil) -> Send<Event> {
    let origin = effect.map { Origin(feedback: feedback, effect: $0) }
    return Send { [channel] event in
      channel.yield(Envelope(event: event, origin: origin))
    }
  }
}
