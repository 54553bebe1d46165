public import RefreshKit

/// The terminal's words for a list's presentation: the one mapping from RefreshKit's header,
/// footer, prepend header and placeholder to text, for every list of the terminal apps.
///
/// ```swift
/// RefreshPresentation.Footer.idle.line(count: "30 repositories", retryHint: "r to retry")?.text
/// // "30 repositories — more below"
/// ```
extension RefreshPresentation.Header {
  /// The header as a terminal line, or `nil` when it is idle.
  public var line: StyledLine? {
    switch self {
    case .idle: nil
    case .refreshing: StyledLine("Refreshing…", style: .dim)
    case .failed(let message): StyledLine("Refresh failed: \(message)", style: .error)
    }
  }
}

extension RefreshPresentation.Placeholder {
  /// The placeholder as a terminal line, or `nil` when the list shows its items.
  public func line(retryHint: String) -> StyledLine? {
    switch self {
    case .none: nil
    case .loading: StyledLine("Loading…", style: .dim)
    case .empty(let text): StyledLine(text, style: .dim)
    case .offline(let text): StyledLine("\(text) — \(retryHint)", style: .error)
    case .failed(let message): StyledLine("Error: \(message) — \(retryHint)", style: .error)
    }
  }
}

extension RefreshPresentation.Footer {
  /// The footer as a terminal line, or `nil` when it is hidden; `count` leads it when given.
  public func line(count: String? = nil, retryHint: String) -> StyledLine? {
    let lead = count.map { "\($0) — " } ?? ""
    switch self {
    case .hidden: return nil
    case .idle: return StyledLine("\(lead)more below", style: .dim)
    case .loadingMore: return StyledLine("\(lead)loading more…", style: .dim)
    case .noMoreData(let text): return StyledLine("\(lead)\(text)", style: .dim)
    case .failed(let message, let canRetry):
      let text = canRetry ? "Load failed: \(message) — \(retryHint)" : "Load failed: \(message)"
      return StyledLine(text, style: .error)
    }
  }
}

extension RefreshPresentation.PrependHeader {
  /// The header above the first row as a terminal line, or `nil` when it draws nothing:
  /// `start` is what it says once the first row is on screen (`nil`: nothing).
  ///
  /// ```swift
  /// RefreshPresentation.PrependHeader.loading.line(start: nil, retryHint: "r")?.text
  /// // "↑ loading earlier…"
  /// ```
  public func line(start: String?, retryHint: String) -> StyledLine? {
    switch self {
    case .hidden: return nil
    case .idle: return StyledLine("↑ more above", style: .dim)
    case .loading: return StyledLine("↑ loading earlier…", style: .dim)
    case .startReached: return start.map { StyledLine($0, style: .dim) }
    case .failed(let message, let canRetry):
      let text =
        canRetry
        ? "Loading earlier failed: \(message) — \(retryHint)" : "Loading earlier failed: \(message)"
      return StyledLine(text, style: .error)
    }
  }
}
