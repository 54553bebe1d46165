/// Something that can happen to a machine, moving it through a transitional state.
///
/// Triggering an action puts the machine into ``transitionState`` while the
/// operator does the work, then into whatever state the operator returns.
///
/// ```swift
/// enum DoorAction: ActionType {
///   case open
///   var transitionState: DoorState { .opening }
/// }
/// ```
public protocol ActionType: Hashable, Sendable {
  /// The states this action moves between.
  associatedtype State: StateType
  /// The state the machine shows while this action's transition runs.
  var transitionState: State { get }
}
