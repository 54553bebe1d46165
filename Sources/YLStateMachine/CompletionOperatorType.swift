/// An operator written in the seed's completion-handler style.
///
/// Implement `transition(with:completion:)` and call `completion` exactly once;
/// the async ``OperatorType/transition(with:)`` the machine uses is provided.
///
/// ```swift
/// @MainActor
/// final class LegacyOperator: CompletionOperatorType {
///   typealias Action = DoorAction  // named: Swift cannot infer it through the bridge
///   let motor = LegacyMotor()
///
///   func transition(with action: DoorAction, completion: @escaping @MainActor (DoorState) -> Void) {
///     motor.run { completion(action == .open ? .open : .closed) }
///   }
/// }
/// ```
@MainActor
public protocol CompletionOperatorType: OperatorType {
  /// Performs the work of `action` and calls `completion` once with the state it ends in.
  func transition(with action: Action, completion: @escaping @MainActor (State) -> Void)
}

extension CompletionOperatorType {
  /// Bridges the completion-handler transition to async.
  public func transition(with action: Action) async -> State {
    await withCheckedContinuation { continuation in
      transition(with: action) { state in continuation.resume(returning: state) }
    }
  }
}
