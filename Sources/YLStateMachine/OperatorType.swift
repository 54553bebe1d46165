/// The object that does the work of a ``StateMachine``'s transitions.
///
/// The machine decides *when* work runs; the operator does it and says which state
/// it ended in. `startTransition(_:)` and `endTransition(_:)` bracket every transition:
/// each `startTransition` is followed by exactly one `endTransition`, whether the transition
/// completes, is cancelled, is preempted or outlives its released machine, so a spinner
/// shown in one is always hidden in the other. An operator is `@MainActor`: whatever it changes is what the UI reads.
/// It should `await` slow work (network, disk) so that work runs off the main actor.
///
/// ```swift
/// @MainActor final class DoorOperator: OperatorType {
///   func transition(with action: DoorAction) async -> DoorState {
///     await motor.run()
///     return .open
///   }
/// }
/// let machine = StateMachine(operator: DoorOperator())
/// ```
///
/// A transition that is cancelled (preempted, ``StateMachine/cancelTransition()``,
/// or the machine released) sees `Task.isCancelled`; whatever it returns then is
/// discarded, and it must not change anything the UI shows.
@MainActor
public protocol OperatorType: AnyObject {
  /// The actions this operator performs.
  associatedtype Action: ActionType
  /// The states its machine moves through.
  typealias State = Action.State

  /// Called synchronously when the machine starts `action`'s transition, before it enters
  /// the transitional state and before ``startTransition(_:)``.
  ///
  /// The place to note what the transition is about (``transition(with:)`` runs later, in a
  /// task), so that ``resolve(_:whileRunning:)`` can compare a new trigger with it.
  func willStart(_ action: Action)

  /// Called when a transition starts, with the action's transitional state.
  func startTransition(_ state: State)

  /// Performs the work of `action` and returns the state it ends in.
  func transition(with action: Action) async -> State

  /// Called exactly once after every ``startTransition(_:)``: with the state reached when the
  /// transition completes; with the state it started from when it is cancelled or preempted
  /// (a preempting transition's `startTransition` follows at once); with the state its work
  /// returned when the machine was released while it ran.
  func endTransition(_ state: State)

  /// Whether `action` may start from `state` at all; a `false` rejects the trigger
  /// with ``TriggerError/Reason/notAllowed`` and no work is done.
  func canStart(_ action: Action, from state: State) -> Bool

  /// What to do with `incoming` while `running` is in progress.
  ///
  /// The default joins the same action and rejects anything else.
  func resolve(_ incoming: Action, whileRunning running: Action) -> TriggerResolution
}

extension OperatorType {
  /// Does nothing by default.
  public func willStart(_ action: Action) {}

  /// Does nothing by default.
  public func startTransition(_ state: State) {}

  /// Does nothing by default.
  public func endTransition(_ state: State) {}

  /// Allows every action by default.
  public func canStart(_ action: Action, from state: State) -> Bool { true }

  /// Joins the same action, rejects any other.
  public func resolve(_ incoming: Action, whileRunning running: Action) -> TriggerResolution {
    incoming == running ? .join : .reject
  }
}
