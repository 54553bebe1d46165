import RefreshKit

/// The browser's text: a list row, the detail lines, the footer and placeholders.
///
/// ```swift
/// RepositoryFormatter.row(repository)      // "apple/swift  ★ 67,000  C++  The Swift…"
/// ```
public enum RepositoryFormatter {
  /// One list row: full name (after a ★ when the user starred it), stars, language and
  /// description.
  public static func row(_ repository: Repository) -> String {
    let name = repository.isStarred ? "★ \(repository.fullName)" : repository.fullName
    var parts = [name, "★ \(grouped(repository.stargazersCount))"]
    if let language = repository.language { parts.append(language) }
    if let description = repository.description, !description.isEmpty {
      parts.append(description)
    }
    return parts.joined(separator: "  ")
  }

  /// The detail scene's lines.
  public static func detail(_ repository: Repository) -> [String] {
    var lines = [
      repository.fullName,
      "",
      repository.description ?? "(no description)",
      "",
      "Stars:        \(grouped(repository.stargazersCount))",
      "Starred:      \(repository.isStarred ? "★ yes (s unstars)" : "no (s stars)")",
      "Forks:        \(grouped(repository.forksCount))",
      "Open issues:  \(grouped(repository.openIssuesCount))",
      "Language:     \(repository.language ?? "—")",
      "Owner:        \(repository.owner)",
    ]
    if let branch = repository.defaultBranch { lines.append("Branch:       \(branch)") }
    if let pushedAt = repository.pushedAt { lines.append("Last push:    \(pushedAt)") }
    if let url = repository.htmlURL { lines.append("URL:          \(url)") }
    return lines
  }

  /// The footer line for a list's presentation.
  public static func footer(_ presentation: RefreshPresentation, itemCount: Int) -> String {
    let count = itemCount == 1 ? "1 repository" : "\(grouped(itemCount)) repositories"
    switch presentation.footer {
    case .hidden: return ""
    case .idle: return "\(count) — more below"
    case .loadingMore: return "\(count) — loading more…"
    case .noMoreData(let text): return "\(count) — \(text)"
    case .failed(let message, let canRetry):
      return canRetry ? "Load failed: \(message) — r to retry" : "Load failed: \(message)"
    }
  }

  /// What covers an empty body, or `nil` when the rows show.
  public static func placeholder(_ presentation: RefreshPresentation) -> String? {
    switch presentation.placeholder {
    case .none: nil
    case .loading: "Loading…"
    case .empty(let text): text
    case .offline(let text): "\(text) — r to retry"
    case .failed(let message): "Error: \(message) — r to retry"
    }
  }

  /// The header line while refreshing or after a failed refresh, if any.
  public static func header(_ presentation: RefreshPresentation) -> String? {
    switch presentation.header {
    case .idle: nil
    case .refreshing: "Refreshing…"
    case .failed(let message): "Refresh failed: \(message)"
    }
  }

  /// `1234567` as `1,234,567`.
  public static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var groups: [Substring] = []
    var end = digits.endIndex
    while end > digits.startIndex {
      let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
      groups.insert(digits[start..<end], at: 0)
      end = start
    }
    return (value < 0 ? "-" : "") + groups.joined(separator: ",")
  }
}
