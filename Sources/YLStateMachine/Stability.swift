/// Whether a state is one a machine rests in, or one it passes through.
///
/// A ``StateMachine`` only accepts new work while it rests in a `.stable` state;
/// `.transitional` states (such as `refreshing` or `paging`) last exactly as long
/// as one running transition.
///
/// ```swift
/// enum Light: StateType {
///   case off, warmingUp, on
///   var stability: Stability { self == .warmingUp ? .transitional : .stable }
///   static var initialState: Light { .off }
/// }
/// ```
public enum Stability: Hashable, Sendable {
  /// A state the machine rests in until the next trigger.
  case stable
  /// A state that lasts while one transition runs.
  case transitional
}
