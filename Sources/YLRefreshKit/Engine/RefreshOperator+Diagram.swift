import RefreshKit
public import YLStateMachine

extension RefreshOperator {
  /// The refresh machine's states and transitions, drawn from the class policy
  /// (``allows(_:in:)`` and ``resolution(of:whileRunning:)``), so a subclass that
  /// overrides the policy draws its own diagram.
  ///
  /// A stable state gets an arrow for an action when the policy allows it in some situation
  /// of that state (for a refreshable target); a running action gets an arrow to another
  /// when the policy lets that one preempt it.
  ///
  /// ```swift
  /// print(StateMachine<FeedOperator>.mermaidDiagram)
  /// ```
  public static var stateDiagram: StateDiagram {
    StateDiagram(
      initialState: RefreshState.Phase.initial.rawValue,
      transitions: startArrows + preemptArrows + outcomeArrows,
      transitionalStates: RefreshAction.allCases.map(\.transitionState.phase.rawValue))
  }

  private static var startArrows: [StateDiagram.Transition] {
    let stable: [RefreshState.Phase] = [.initial, .paginated, .populated, .error]
    return RefreshAction.allCases.flatMap { action in
      stable.filter { phase in
        RefreshSituation.possible(in: phase).contains { allows(action, in: $0) }
      }
      .map { phase in
        StateDiagram.Transition(
          from: phase.rawValue, to: action.transitionState.phase.rawValue,
          label: action == .loadingMore ? "loadingMore (needs a next cursor)" : action.rawValue)
      }
    }
  }

  private static var preemptArrows: [StateDiagram.Transition] {
    var arrows: [StateDiagram.Transition] = []
    for running in RefreshAction.allCases {
      for incoming in RefreshAction.allCases
      where incoming != running && resolution(of: incoming, whileRunning: running) == .preempt {
        arrows.append(
          StateDiagram.Transition(
            from: running.transitionState.phase.rawValue,
            to: incoming.transitionState.phase.rawValue,
            label: "\(incoming.rawValue) (cancels the \(running.rawValue) load)"))
      }
    }
    let refreshing = RefreshAction.pullToRefresh.transitionState.phase.rawValue
    arrows.append(
      StateDiagram.Transition(
        from: refreshing, to: refreshing,
        label: "pullToRefresh for a new target (cancels the old target's load)"))
    return arrows
  }

  private static var outcomeArrows: [StateDiagram.Transition] {
    RefreshAction.allCases.map(\.transitionState.phase.rawValue).flatMap { running in
      [
        StateDiagram.Transition(from: running, to: "paginated", label: "page with a next cursor"),
        StateDiagram.Transition(from: running, to: "populated", label: "last page"),
        StateDiagram.Transition(
          from: running, to: "error", label: "failure or inconsistent paging"),
      ]
    }
  }
}
