public import RefreshKit

extension RefreshPresentation {
  /// The header as a terminal line, or `nil` when it is idle.
  ///
  /// ```swift
  /// if let header = list.presentation.headerLine { lines.append(header) }
  /// ```
  public var headerLine: StyledLine? {
    switch header {
    case .idle: nil
    case .refreshing: StyledLine("⟳ Refreshing…", style: .dim)
    case .failed(let message): StyledLine("Refresh failed: \(message)", style: .error)
    }
  }

  /// The footer as a terminal line, or `nil` when it is hidden.
  ///
  /// ```swift
  /// list.presentation.footerLine(retryHint: "press r to retry")
  /// ```
  public func footerLine(retryHint: String) -> StyledLine? {
    switch footer {
    case .hidden: nil
    case .idle: StyledLine("↓ more below", style: .dim)
    case .loadingMore: StyledLine("Loading more…", style: .dim)
    case .noMoreData(let text): StyledLine("— \(text) —", style: .dim)
    case .failed(let message, let canRetry):
      StyledLine(canRetry ? "\(message) — \(retryHint)" : message, style: .error)
    }
  }

  /// The placeholder as a terminal line, or `nil` when the list shows its items.
  public func placeholderLine(retryHint: String) -> StyledLine? {
    switch placeholder {
    case .none: nil
    case .loading: StyledLine("Searching…", style: .dim)
    case .empty(let text): StyledLine(text, style: .dim)
    case .offline(let text): StyledLine("\(text) — \(retryHint)", style: .error)
    case .failed(let message): StyledLine("\(message) — \(retryHint)", style: .error)
    }
  }
}
