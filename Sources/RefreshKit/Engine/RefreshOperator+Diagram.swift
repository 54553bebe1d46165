public import StateMachine

extension RefreshOperator {
  /// The refresh machine's states and transitions, as the operator's policy defines them.
  ///
  /// ```swift
  /// print(StateMachine<FeedOperator>.mermaidDiagram)
  /// ```
  public static var stateDiagram: StateDiagram {
    typealias Arrow = StateDiagram.Transition
    let outcomes: [Arrow] = [RefreshState.Phase.refreshing, .paging].flatMap { running in
      [
        Arrow(from: running.rawValue, to: "paginated", label: "page with a next cursor"),
        Arrow(from: running.rawValue, to: "populated", label: "last page"),
        Arrow(from: running.rawValue, to: "error", label: "failure or inconsistent paging"),
      ]
    }
    let refreshes = ["initial", "paginated", "populated", "error"].map {
      Arrow(from: $0, to: "refreshing", label: "pullToRefresh")
    }
    let more = ["paginated", "error"].map {
      Arrow(from: $0, to: "paging", label: "loadingMore (needs a next cursor)")
    }
    let preempt = Arrow(
      from: "paging", to: "refreshing", label: "pullToRefresh (cancels the page load)")
    return StateDiagram(
      initialState: "initial",
      transitions: refreshes + more + [preempt] + outcomes,
      transitionalStates: ["refreshing", "paging"])
  }
}
