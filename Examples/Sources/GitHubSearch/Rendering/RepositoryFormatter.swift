import RefreshKit

/// The browser's text for repositories: a list row and the detail lines (a list's footer,
/// header and placeholder are TerminalUI's, the same for every list).
///
/// ```swift
/// RepositoryFormatter.row(repository)      // "apple/swift  ★ 67,000  C++  The Swift…"
/// ```
public enum RepositoryFormatter {
  /// One list row: full name (after a ★ when the user starred it), stars, `fork` for a
  /// fork, language and description.
  public static func row(_ repository: Repository) -> String {
    let name = repository.isStarred ? "★ \(repository.fullName)" : repository.fullName
    var parts = [name, "★ \(grouped(repository.stargazersCount))"]
    if repository.isFork { parts.append("fork") }
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
