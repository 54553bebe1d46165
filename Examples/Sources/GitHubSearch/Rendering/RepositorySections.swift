import RefreshKitSections

/// How a repository list lays its rows out: an owner's repositories grouped under the first
/// letter of their name, other lists in one run; and the local filter that hides forks.
///
/// ```swift
/// RepositorySections.letter(of: repository)   // "S" for swift-nio, "#" for 3d-engine
/// RepositorySections.header(for: "S")         // "── S ──"
/// RepositorySections.layout(groupedByLetter: true, hidesForks: true)
/// ```
public enum RepositorySections {
  /// The section of an owner's repository: the first character of its name, upper-cased,
  /// when it is a letter (so `swift` and `Swift` share `S`), `#` otherwise (digits, `.`, `_`,
  /// `-`).
  public static func letter(of repository: Repository) -> String {
    guard let first = repository.name.first, first.isLetter else { return "#" }
    return first.uppercased()
  }

  /// The header line of a letter's section.
  public static func header(for letter: String) -> String { "── \(letter) ──" }

  /// Whether `repository` shows while forks are hidden (`hidesForks`) or not.
  public static func isShown(_ repository: Repository, hidesForks: Bool) -> Bool {
    !hidesForks || !repository.isFork
  }

  /// The layout of a repository list: sections by ``letter(of:)`` when `groupedByLetter`
  /// (an owner's list, sorted by name), else one section without a header; forks hidden when
  /// `hidesForks`.
  public static func layout(
    groupedByLetter: Bool, hidesForks: Bool = false
  ) -> DerivedRowsLayout<Repository, String, Never> {
    let sectionKey: @Sendable (Repository) -> String
    if groupedByLetter {
      sectionKey = { letter(of: $0) }
    } else {
      sectionKey = { _ in "" }
    }
    return DerivedRowsLayout(
      sectionKey: sectionKey, isShown: { isShown($0, hidesForks: hidesForks) })
  }

  /// What the footer adds after the list's own line: how many sections are loaded (a grouped
  /// list), and that forks are hidden, with how many of the rows held are.
  ///
  /// ```swift
  /// RepositorySections.footer("30 repositories — more below", sections: 12, hiddenForks: nil)
  /// // "30 repositories — more below · 12 sections"
  /// RepositorySections.footer("30 repositories — more below", sections: nil, hiddenForks: 4)
  /// // "30 repositories — more below · forks hidden (4)"
  /// ```
  public static func footer(_ line: String, sections: Int?, hiddenForks: Int?) -> String {
    var parts = line.isEmpty ? [] : [line]
    if let sections { parts.append(sections == 1 ? "1 section" : "\(sections) sections") }
    if let hiddenForks { parts.append("forks hidden (\(hiddenForks))") }
    return parts.joined(separator: " · ")
  }
}
