import TerminalUI

/// One result row: full name, stars, language and as much description as fits, in columns
/// that stay aligned whatever the script (CJK and emoji take two columns).
///
/// ```swift
/// RepositoryRow.format(repository, width: 100)
/// // "apple/swift                     ★ 67.1k  C++         The Swift Programming Language"
/// ```
public enum RepositoryRow {
  /// The row for `repository`, exactly `width` columns wide.
  public static func format(_ repository: Repository, width: Int) -> String {
    let nameWidth = min(40, max(12, width * 35 / 100))
    let name = DisplayWidth.pad(repository.fullName, to: nameWidth)
    let stars = DisplayWidth.pad("★ " + abbreviated(repository.stargazersCount), to: 9)
    let language = DisplayWidth.pad(repository.language ?? "", to: 12)
    let used = nameWidth + 1 + 9 + 12
    let description = DisplayWidth.pad(
      flattened(repository.description ?? ""), to: max(0, width - used))
    return DisplayWidth.pad(name + " " + stars + language + description, to: width)
  }

  /// 950 → "950", 12_345 → "12.3k", 1_200_000 → "1.2m".
  public static func abbreviated(_ count: Int) -> String {
    switch count {
    case ..<1_000: return String(count)
    case ..<1_000_000: return tenths(count, 1_000) + "k"
    default: return tenths(count, 1_000_000) + "m"
    }
  }

  private static func tenths(_ count: Int, _ unit: Int) -> String {
    let scaled = count * 10 / unit
    return scaled % 10 == 0 || scaled >= 1_000 ? "\(scaled / 10)" : "\(scaled / 10).\(scaled % 10)"
  }

  /// Newlines and tabs would break the row: they become spaces.
  private static func flattened(_ text: String) -> String {
    String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
  }
}
