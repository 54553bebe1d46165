extension RefreshPresentation {
  /// The header at the start of a list that loads both ways: the prepend end's counterpart of
  /// ``Footer``, which ``PagerListBinding`` sends to ``PagerListHost/showPrependHeader(_:)``.
  ///
  /// ```swift
  /// func showPrependHeader(_ header: RefreshPresentation.PrependHeader) {
  ///   if case .failed(let message, canRetry: true) = header { showRetry(message) }
  /// }
  /// ```
  public enum PrependHeader: Hashable, Sendable {
    /// Not shown: nothing is loaded yet.
    case hidden
    /// Shown at rest; rows near the start load the page before.
    case idle
    /// Spinning: the page before is loading.
    case loading
    /// Loading the page before failed; show the message, and a retry when `canRetry`.
    case failed(message: String, canRetry: Bool)
    /// The start of the data is on screen: nothing is drawn above the first row.
    case startReached

    /// The header for `loadStates` over `itemCount` items.
    package init(loadStates: LoadStates, itemCount: Int) {
      guard itemCount > 0 else {
        self = .hidden
        return
      }
      switch loadStates.prepend {
      case .loading: self = .loading
      case .failed(let failure): self = .failed(message: failure.displayMessage, canRetry: true)
      case .notLoading(let endReached): self = endReached ? .startReached : .idle
      }
    }

    /// The footer that draws the same state: a spinner, or the failure with its retry.
    package var footer: RefreshPresentation.Footer {
      switch self {
      case .loading: .loadingMore
      case .failed(let message, let canRetry): .failed(message: message, canRetry: canRetry)
      case .idle: .idle
      case .hidden, .startReached: .hidden
      }
    }

    /// Whether the header takes space: a spinner, or a failure with retry.
    package var isVisible: Bool {
      switch self {
      case .loading, .failed: true
      case .hidden, .idle, .startReached: false
      }
    }
  }
}
