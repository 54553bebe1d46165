import YLStateMachine

/// A two-state switch whose transitions do no work: what is left is the machine's cost.
enum SwitchState: StateType {
  case off
  case switching
  case on

  var stability: Stability { self == .switching ? .transitional : .stable }
  static var initialState: SwitchState { .off }
}

/// Flips the switch.
enum SwitchAction: ActionType {
  case flip

  var transitionState: SwitchState { .switching }
}

/// An operator whose transition returns at once.
@MainActor
final class SwitchOperator: OperatorType {
  typealias Action = SwitchAction

  private var isOn = false

  /// Flips the switch, synchronously.
  func transition(with action: SwitchAction) async -> SwitchState {
    isOn.toggle()
    return isOn ? .on : .off
  }
}

/// Nanoseconds per trigger round-trip.
@MainActor
enum TransitionTiming {
  /// `try await machine.trigger(.flip)`: submit, start the transition task, finish, resume.
  static func stateMachine(count: Int) async throws -> Double {
    let machine = StateMachine(operator: SwitchOperator())
    let clock = ContinuousClock()
    let start = clock.now
    for _ in 0..<count {
      try await machine.trigger(.flip)
    }
    return Format.seconds(start.duration(to: clock.now)) / Double(count) * 1e9
  }

  /// The machine's floor: one `Task` per transition (so it can be cancelled), awaited.
  static func barePerTransitionTask(count: Int) async -> Double {
    let switchOperator = SwitchOperator()
    var state = SwitchState.initialState
    let clock = ContinuousClock()
    let start = clock.now
    for _ in 0..<count {
      state = await Task { @MainActor in await switchOperator.transition(with: .flip) }.value
    }
    let elapsed = Format.seconds(start.duration(to: clock.now))
    guard state != .switching else { return 0 }
    return elapsed / Double(count) * 1e9
  }

  /// The floor of the floor: awaiting the operator's transition directly and storing the state, no machine.
  static func directCall(count: Int) async -> Double {
    let switchOperator = SwitchOperator()
    var state = SwitchState.initialState
    let clock = ContinuousClock()
    let start = clock.now
    for _ in 0..<count {
      state = await switchOperator.transition(with: .flip)
    }
    let elapsed = Format.seconds(start.duration(to: clock.now))
    guard state != .switching else { return 0 }
    return elapsed / Double(count) * 1e9
  }
}
