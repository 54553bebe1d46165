/// What a ``StateMachine`` does with a trigger that arrives while a transition runs.
///
/// The operator declares it in ``OperatorType/resolve(_:whileRunning:)``; nothing
/// is ever dropped silently.
///
/// ```swift
/// func resolve(_ incoming: RefreshAction, whileRunning running: RefreshAction) -> TriggerResolution {
///   if incoming == running { return .join }
///   return incoming == .pullToRefresh ? .preempt : .reject
/// }
/// ```
public enum TriggerResolution: Hashable, Sendable {
  /// The trigger waits for the running transition and reports its result: one request, many callers.
  case join
  /// The running transition is cancelled (through `Task` cancellation) and this action starts.
  case preempt
  /// The trigger fails with ``TriggerError/rejected(_:running:)``; the running transition goes on.
  case reject
}
