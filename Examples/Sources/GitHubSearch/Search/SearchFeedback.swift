public import Feedback

extension SearchState {
  /// The debounce: while ``pendingSearch`` stays the same for `wait`, commit it. A new
  /// keystroke changes the query, which cancels the running wait (react's contract), so
  /// only the last text of a burst is searched.
  ///
  /// ```swift
  /// let loop = FeedbackLoop(
  ///   initialState: SearchState.empty, reduce: SearchState.reduce,
  ///   feedback: SearchState.debounce { try? await Task.sleep(for: .milliseconds(300)) })
  /// ```
  ///
  /// - Parameter wait: Returns when the interval has passed; a test passes a gate it opens.
  public static func debounce(
    wait: @escaping @Sendable () async -> Void
  ) -> Feedback<SearchState, SearchEvent> {
    .react(query: \.pendingSearch) { text in
      await wait()
      return .debounced(text)
    }
  }

  /// The query the list must show, with the commit count so a repeated Enter refreshes.
  public var listQuery: ListQuery? {
    committedSearch.map { ListQuery(text: $0, commit: commits) }
  }

  /// A committed query.
  public struct ListQuery: Hashable, Sendable {
    /// The query text.
    public var text: String
    /// Which commit it was.
    public var commit: Int
  }
}
