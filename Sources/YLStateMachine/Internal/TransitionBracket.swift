/// One started transition's `startTransition`/`endTransition` pair: closed exactly once,
/// whether the transition completes, is cancelled, is preempted or outlives its machine.
@MainActor
final class TransitionBracket<Operator: OperatorType> {
  private var isOpen = true

  /// Calls `endTransition(state)` on `operator` unless this bracket was already closed.
  func close(_ state: Operator.State, operator: Operator) {
    guard isOpen else { return }
    isOpen = false
    `operator`.endTransition(state)
  }
}
