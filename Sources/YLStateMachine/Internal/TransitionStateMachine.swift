/// The pure bookkeeping of which transition runs, in the style of swift-async-algorithms:
/// every event returns the action its driver must perform.
///
/// It knows nothing of tasks or operators, so every interleaving of triggers,
/// completions and cancellations can be tested synchronously.
struct TransitionStateMachine<Action: ActionType>: Sendable {
  /// Identifies one started transition.
  typealias ID = UInt64

  /// The transition in progress.
  struct Running: Sendable {
    let id: ID
    let action: Action
    let previousState: Action.State
  }

  /// What the driver does after a trigger.
  enum TriggerAction: Equatable {
    case start(ID)
    case join(ID)
    case preempt(cancel: ID, start: ID)
    case reject(TriggerError<Action>.Reason, running: Action?)
  }

  /// What the driver does when a transition's work returns.
  enum FinishAction: Equatable {
    case apply
    case discard
  }

  private(set) var running: Running?
  private var lastID: ID = 0

  /// A trigger arrived. `allowed` is the operator's `canStart` answer for the current state;
  /// `resolution` its answer for the running action, if any.
  mutating func trigger(
    _ action: Action,
    allowed: Bool,
    previousState: Action.State,
    resolution: (Action) -> TriggerResolution
  ) -> TriggerAction {
    guard let current = running else {
      guard allowed else { return .reject(.notAllowed, running: nil) }
      return .start(begin(action, previousState: previousState))
    }
    switch resolution(current.action) {
    case .join:
      return .join(current.id)
    case .reject:
      return .reject(.busy, running: current.action)
    case .preempt:
      guard allowed else { return .reject(.notAllowed, running: current.action) }
      let id = begin(action, previousState: current.previousState)
      return .preempt(cancel: current.id, start: id)
    }
  }

  /// The work of transition `id` returned.
  mutating func finish(_ id: ID) -> FinishAction {
    guard running?.id == id else { return .discard }
    running = nil
    return .apply
  }

  /// Cancels whatever runs; returns it so the driver can cancel its task and restore its state.
  mutating func cancel() -> Running? {
    defer { running = nil }
    return running
  }

  private mutating func begin(_ action: Action, previousState: Action.State) -> ID {
    lastID &+= 1
    running = Running(id: lastID, action: action, previousState: previousState)
    return lastID
  }
}
