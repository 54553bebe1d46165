import RefreshKitTesting
import YLStateMachine

enum DoorState: StateType, Equatable {
  case closed, opening, open, closing, jammed
  var stability: Stability { self == .opening || self == .closing ? .transitional : .stable }
  static var initialState: DoorState { .closed }
}

enum DoorAction: ActionType {
  case open, close
  var transitionState: DoorState { self == .open ? .opening : .closing }
}

/// An operator whose transitions wait until the test finishes them, in any order.
@MainActor
final class GateOperator: OperatorType {
  private(set) var started: [DoorAction] = []
  private(set) var ended: [DoorState] = []
  /// Every `startTransition` and `endTransition` call, in order: `start(opening)`, `end(open)`.
  private(set) var brackets: [String] = []
  /// Called inside `endTransition`, after it is recorded.
  var onEnd: (DoorState) -> Void = { _ in }
  private(set) var cancelledCount = 0
  private var gates: [CheckedContinuation<DoorState, Never>] = []
  private var startWaiters: [(Int, @Sendable () -> Void)] = []
  var allowed: (DoorAction, DoorState) -> Bool = { _, _ in true }
  var resolution: (DoorAction, DoorAction) -> TriggerResolution = { $0 == $1 ? .join : .reject }

  func canStart(_ action: DoorAction, from state: DoorState) -> Bool { allowed(action, state) }

  func resolve(_ incoming: DoorAction, whileRunning running: DoorAction) -> TriggerResolution {
    resolution(incoming, running)
  }

  func startTransition(_ state: DoorState) { brackets.append("start(\(state))") }

  func endTransition(_ state: DoorState) {
    ended.append(state)
    brackets.append("end(\(state))")
    onEnd(state)
  }

  func transition(with action: DoorAction) async -> DoorState {
    started.append(action)
    let ready = startWaiters.filter { $0.0 <= started.count }
    startWaiters.removeAll { $0.0 <= started.count }
    for (_, waiter) in ready { waiter() }
    // Not cancellable: the transition stands for work that finishes after its machine
    // cancelled it (the suites count those), and `finishNext` ends it.
    let reached = await withCheckedContinuation { gates.append($0) }
    if Task.isCancelled { cancelledCount += 1 }
    return reached
  }

  /// Waits until `count` transitions have started.
  func waitForStarts(_ count: Int) async {
    guard started.count < count else { return }
    await waitForCallback { resume in startWaiters.append((count, resume)) }
  }

  /// Finishes the oldest waiting transition with `state`.
  func finishNext(with state: DoorState) {
    guard !gates.isEmpty else { return }
    gates.removeFirst().resume(returning: state)
  }
}

/// Collects a machine's states without waiting on time.
@MainActor
final class StateRecorder {
  private(set) var states: [DoorState] = []
  private var task: Task<Void, Never>?
  private var waiters: [(Int, @Sendable () -> Void)] = []

  init(_ machine: StateMachine<GateOperator>) {
    let stream = machine.states()
    task = Task { @MainActor [weak self] in
      for await state in stream { self?.append(state) }
    }
  }

  private func append(_ state: DoorState) {
    states.append(state)
    let ready = waiters.filter { $0.0 <= states.count }
    waiters.removeAll { $0.0 <= states.count }
    for (_, waiter) in ready { waiter() }
  }

  func waitForCount(_ count: Int) async {
    guard states.count < count else { return }
    await waitForCallback { resume in waiters.append((count, resume)) }
  }
}
