/// The search screen's state in the Feedback arm (RxFeedback's GitHub Search, reduced).
struct TypingState: Sendable {
  /// What the search field shows.
  var text = ""
  /// Text waiting for the debounce; `nil` once committed.
  var pending: String?
  /// The query the list searches.
  var committed: String?
  /// The query whose results are on screen.
  var shown: String?
  /// Responses applied.
  var applied = 0
  /// Responses applied whose query was no longer the text in the field.
  var staleApplied = 0
  /// Virtual time the last response was applied.
  var lastAppliedAt = 0

  /// Applies `event`.
  static func reduce(_ state: inout TypingState, _ event: TypingEvent) {
    switch event {
    case .typed(let text):
      state.text = text
      state.pending = text
    case .debounced(let text):
      guard state.pending == text else { return }
      state.pending = nil
      state.committed = text
    case .response(let query, let time):
      state.applied += 1
      if query != state.text { state.staleApplied += 1 }
      state.shown = query
      state.lastAppliedAt = time
    }
  }
}

/// What happens to the search screen.
enum TypingEvent: Sendable {
  /// The user typed; the field now shows this text.
  case typed(String)
  /// The debounce interval passed for this text.
  case debounced(String)
  /// Results for `query` arrived at virtual time `at`.
  case response(query: String, at: Int)
}
