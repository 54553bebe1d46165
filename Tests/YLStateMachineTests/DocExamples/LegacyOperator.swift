import YLStateMachine

// The `CompletionOperatorType` documentation's example, compiled.

/// A motor with a completion-handler API, as the seed's operators drove.
@MainActor
final class LegacyMotor {
  func run(_ done: @escaping @MainActor () -> Void) { done() }
}

@MainActor
final class LegacyOperator: CompletionOperatorType {
  typealias Action = DoorAction  // named: Swift cannot infer it through the bridge
  let motor = LegacyMotor()

  func transition(with action: DoorAction, completion: @escaping @MainActor (DoorState) -> Void) {
    motor.run { completion(action == .open ? .open : .closed) }
  }
}
