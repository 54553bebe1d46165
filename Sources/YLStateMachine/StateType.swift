/// A state of a finite-state machine.
///
/// The seed library's `StateType`, unchanged in meaning: every state knows its
/// ``Stability`` and the type names the state a new machine starts in.
///
/// ```swift
/// enum DoorState: StateType {
///   case closed, opening, open
///   var stability: Stability { self == .opening ? .transitional : .stable }
///   static var initialState: DoorState { .closed }
/// }
/// ```
public protocol StateType: Sendable {
  /// Whether the machine rests in this state or passes through it.
  var stability: Stability { get }
  /// The state a new ``StateMachine`` starts in.
  static var initialState: Self { get }
}
