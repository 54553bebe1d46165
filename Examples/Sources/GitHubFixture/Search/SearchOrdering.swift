/// The `sort` parameter of repository search.
enum SearchSort: String, Sendable {
  /// Most stars (`sort=stars`).
  case stars
  /// Most forks (`sort=forks`).
  case forks
  /// Most recently pushed (`sort=updated`).
  case updated
  /// GitHub's default relevance ordering (no `sort`, or an unknown value).
  case bestMatch = "best-match"

  /// Parses `sort`; absent or unknown values mean best match, as on GitHub.
  init(parameter: String?) {
    self = parameter.flatMap { Self(rawValue: $0.lowercased()) } ?? .bestMatch
  }
}

/// The `order` / `direction` parameter.
enum SortOrder: String, Sendable {
  /// Ascending.
  case ascending = "asc"
  /// Descending.
  case descending = "desc"

  /// Parses the parameter, falling back to `defaultOrder` for absent or unknown values.
  init(parameter: String?, default defaultOrder: SortOrder) {
    self = parameter.flatMap { Self(rawValue: $0.lowercased()) } ?? defaultOrder
  }
}
