/// Identifies one started effect of a `react` feedback.
///
/// Every start gets a fresh identifier, so a query that disappears and comes back is a new
/// effect: the events of the effect started for its earlier appearance stay stale.
@available(iOS 18.0, tvOS 18.0, watchOS 11.0, macOS 15.0, visionOS 2.0, *)
typealias EffectID = UInt64

/// What the system loop does with an event that an effect emitted.
@available(iOS 18.0, tvOS 18.0, watchOS 11.0, macOS 15.0, visionOS 2.0, *)
enum EmissionAction: Equatable, Sendable {
  /// The effect is still current: reduce the event.
  case deliver
  /// The effect was cancelled: drop the event unreduced.
  case drop
}
