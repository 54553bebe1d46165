/// The search line, the seed's GitHub Search `State` rewritten on ``Feedback``.
///
/// RxFeedback's example kept the text, the next page and the results in one state; here
/// the results and their paging belong to RefreshKit's engine, and this state decides
/// *which* query the list shows: typing sets ``pendingSearch``, the debounce feedback
/// commits it to ``committedSearch``, and Enter commits at once.
///
/// ```swift
/// var state = SearchState.empty
/// state = SearchState.reduce(state: state, event: .searchChanged("swift"))
/// state.pendingSearch        // "swift": the debounce runs for it
/// state = SearchState.reduce(state: state, event: .debounced("swift"))
/// state.committedSearch      // "swift": the list refreshes with it
/// ```
public struct SearchState: Equatable, Sendable {
  /// The text in the search line (the seed's `search`).
  public var search: String
  /// Typed text waiting for the debounce, the query of the debounce feedback.
  public var pendingSearch: String?
  /// The query the list shows; `nil` for an empty search line.
  public var committedSearch: String?
  /// Counts commits, so that committing the same text again (Enter) refreshes again.
  public var commits: Int

  /// The empty search line.
  public static let empty = SearchState(
    search: "", pendingSearch: nil, committedSearch: nil, commits: 0)

  /// The seed's reduce: `(State, Event) -> State`, pure.
  public static func reduce(state: SearchState, event: SearchEvent) -> SearchState {
    var next = state
    switch event {
    case .searchChanged(let text):
      next.search = text
      next.pendingSearch = text.isEmpty ? nil : text
      if text.isEmpty { next.committedSearch = nil }
    case .debounced(let text):
      guard text == state.pendingSearch else { return state }
      next.commit(text)
    case .submitted:
      guard !state.search.isEmpty else { return state }
      next.commit(state.search)
    }
    return next
  }

  private mutating func commit(_ text: String) {
    pendingSearch = nil
    committedSearch = text
    commits += 1
  }
}

/// What changes the search line.
public enum SearchEvent: Equatable, Sendable {
  /// The user edited the text (the seed's `searchChanged`).
  case searchChanged(String)
  /// The debounce interval passed with `text` unchanged.
  case debounced(String)
  /// The user pressed Enter: search now.
  case submitted
}
