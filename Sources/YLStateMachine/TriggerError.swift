/// Why a trigger did not reach a new state.
///
/// Returned by the async ``StateMachine/trigger(_:)`` as a typed error, so a caller
/// always learns what happened to its action.
///
/// ```swift
/// do {
///   let state = try await machine.trigger(.loadingMore)
/// } catch .rejected(.notAllowed, _) {
///   // nothing to load: already at the end, or nothing loaded yet
/// } catch {
///   // superseded by a refresh, or cancelled
/// }
/// ```
public enum TriggerError<Action: ActionType>: Error, Hashable {
  /// Why an action was refused before any work started.
  public enum Reason: Hashable, Sendable {
    /// The operator does not allow this action from the current state.
    case notAllowed
    /// Another transition runs and the operator declared this combination ``TriggerResolution/reject``.
    case busy
  }

  /// The action never started; `running` is the transition that was running, if any.
  case rejected(Reason, running: Action?)
  /// The transition started (or was joined) but a later action cancelled it.
  case superseded(by: Action)
  /// The transition was cancelled with ``StateMachine/cancelTransition()`` or by releasing the machine.
  case cancelled
}
