public import Observation

/// A finite-state machine that runs one transition at a time through its operator.
///
/// The seed's `StateMachine`, modernised: `trigger(_:)` is async and returns the state
/// reached, a trigger that arrives during a transition is joined, preempts or is rejected
/// as the operator declares (never dropped silently), observers get every state through
/// ``states()``, and releasing the machine cancels the work in flight.
///
/// ```swift
/// let machine = StateMachine(operator: refreshOperator)
/// machine.completionHandler = { tableView.reloadData() }
/// let state = try await machine.trigger(.pullToRefresh)
/// ```
///
/// Releasing the machine cancels the running transition and ends every ``states()``
/// stream; completion handlers of a released machine are not called.
///
/// ## Isolation
/// The machine is `@MainActor`: `currentState`, `completionHandler` and every callback
/// are read and called on the main actor, and the class is `@Observable`, so SwiftUI
/// views observe `currentState` directly. Operators `await` their slow work, which then
/// runs off the main actor.
@MainActor
@Observable
public final class StateMachine<Operator: OperatorType> {
  /// The operator's action type.
  public typealias Action = Operator.Action
  /// The operator's state type.
  public typealias State = Operator.State
  typealias Reply = @MainActor (Result<State, TriggerError<Action>>) -> Void

  /// The state the machine is in now.
  public private(set) var currentState: State
  /// The action whose transition is running, if any.
  public private(set) var runningAction: Action?
  /// The operator that performs this machine's transitions.
  public let `operator`: Operator
  /// Called on the main actor after every completed transition, before the trigger's own completion.
  @ObservationIgnored public var completionHandler: (@MainActor () -> Void)?

  @ObservationIgnored private var core = TransitionStateMachine<Action>()
  @ObservationIgnored private var replies: [TransitionStateMachine<Action>.ID: [Reply]] = [:]
  @ObservationIgnored private var lastObserverID = 0
  @ObservationIgnored private let lifetime = TransitionLifetime<State>()
  @ObservationIgnored private var bracket: TransitionBracket<Operator>?

  /// Creates a machine in `State.initialState` driven by `operator`.
  public init(operator: Operator) {
    self.operator = `operator`
    self.currentState = State.initialState
  }

  deinit {
    lifetime.end()
  }

  /// Triggers `action` and returns the state its transition reached.
  ///
  /// Throws ``TriggerError`` when the action is rejected, superseded by a preempting
  /// action, or cancelled. Cancelling the awaiting task only stops the wait: a transition
  /// others may share keeps running (use ``cancelTransition()`` to stop it).
  @discardableResult
  public func trigger(_ action: Action) async throws(TriggerError<Action>) -> State {
    let waiter = TriggerWaiter<State, Action>()
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        waiter.install(continuation)
        submit(action) { waiter.resume($0) }
      }
    } onCancel: {
      waiter.resume(.failure(.cancelled))
    }
    return try result.get()
  }

  /// Triggers `action` and calls `completion` on the main actor when it is settled.
  ///
  /// The seed's form: `completion` runs after the transition completes, or at once when
  /// the trigger is rejected, or when the transition is superseded or cancelled; read
  /// ``currentState`` inside it.
  public func trigger(_ action: Action, completion: (@MainActor () -> Void)? = nil) {
    submit(action) { _ in completion?() }
  }

  /// Cancels the running transition, if any, and returns to the state it started from.
  ///
  /// Its triggers fail with ``TriggerError/cancelled``; its late result is discarded.
  public func cancelTransition() {
    guard let running = core.cancel() else { return }
    lifetime.swapTask(nil)?.cancel()
    enter(running.previousState, running: nil)
    bracket?.close(running.previousState, operator: self.operator)
    resolve(running.id, with: .failure(.cancelled))
  }

  /// The current state, then every state the machine enters, in order.
  ///
  /// Each call returns a new independent stream; it ends when the machine is released.
  public func states() -> AsyncStream<State> {
    let (stream, continuation) = AsyncStream.makeStream(of: State.self)
    lastObserverID += 1
    let id = lastObserverID
    continuation.yield(currentState)
    lifetime.addObserver(id, continuation)
    continuation.onTermination = { [lifetime] _ in lifetime.removeObserver(id) }
    return stream
  }
}

extension StateMachine {
  private func submit(_ action: Action, reply: @escaping Reply) {
    let allowed = self.operator.canStart(action, from: currentState)
    let decision = core.trigger(action, allowed: allowed, previousState: currentState) { running in
      self.operator.resolve(action, whileRunning: running)
    }
    switch decision {
    case .reject(let reason, let running):
      reply(.failure(.rejected(reason, running: running)))
    case .join(let id):
      replies[id, default: []].append(reply)
    case .start(let id):
      start(action, id: id, reply: reply)
    case .preempt(let cancelled, let id):
      lifetime.swapTask(nil)?.cancel()
      bracket?.close(core.running?.previousState ?? currentState, operator: self.operator)
      // Start the new transition before the superseded callers hear of it, so a trigger
      // fired from one of their completions finds it running and joins or resolves against it.
      start(action, id: id, reply: reply)
      resolve(cancelled, with: .failure(.superseded(by: action)))
    }
  }

  private func start(
    _ action: Action, id: TransitionStateMachine<Action>.ID, reply: @escaping Reply
  ) {
    replies[id, default: []].append(reply)
    let transitionState = action.transitionState
    self.operator.willStart(action)
    enter(transitionState, running: action)
    let opened = TransitionBracket<Operator>()
    bracket = opened
    self.operator.startTransition(transitionState)
    let worker = self.operator
    lifetime.swapTask(
      Task { @MainActor [weak self] in
        let reached = await worker.transition(with: action)
        if let self {
          self.finish(id, reached: reached)
        } else {
          // The machine was released: close the bracket it can no longer close.
          opened.close(reached, operator: worker)
        }
      })
  }

  private func finish(_ id: TransitionStateMachine<Action>.ID, reached: State) {
    guard core.finish(id) == .apply else { return }
    lifetime.swapTask(nil)
    enter(reached, running: nil)
    bracket?.close(reached, operator: self.operator)
    bracket = nil
    completionHandler?()
    resolve(id, with: .success(reached))
  }

  private func enter(_ state: State, running action: Action?) {
    currentState = state
    runningAction = action
    lifetime.broadcast(state)
  }

  private func resolve(
    _ id: TransitionStateMachine<Action>.ID, with result: Result<State, TriggerError<Action>>
  ) {
    guard let waiting = replies.removeValue(forKey: id) else { return }
    for reply in waiting { reply(result) }
  }
}
