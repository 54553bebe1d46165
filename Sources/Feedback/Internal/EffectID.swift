/// Identifies one started effect of a `react` feedback.
///
/// Every start gets a fresh identifier, so a query that disappears and comes back is a new
/// effect: the events of the effect started for its earlier appearance stay stale.
typealias EffectID = UInt64

/// What the system loop does with an event that an effect emitted.
enum EmissionAction: Equatable, Sendable {
  /// The effect is still current: reduce the event.
  case deliver
  /// The effect was cancelled: drop the event unreduced.
  case drop
}
