import RefreshKitTesting

/// The `fork` and `archived` flags of a generated repository, derived from its id, name and
/// last push alone: they draw nothing from the generator's random stream, so the names, ids,
/// counts and order of a seed's dataset are the same with them as without.
///
/// - About 1 in 5 repositories is a fork. Every repository with `awesome` in its name is one
///   (awesome lists are GitHub's most forked kind), so forks come in runs: the `awesome…`
///   names of a big owner sit together in its list (sorted by full name), and the names with
///   `awesome` fill the first pages of a search for `awesome` (best match ranks a match in the
///   name above any other). One other repository in 6 is a fork.
/// - About 1 in 8 is archived: 2 in 5 of those last pushed before 2020 (or never), 1 in 50
///   of the others.
///
/// ```swift
/// GeneratedFlags.isFork(id: 1_000_123, name: "awesome-router")  // true
/// GeneratedFlags.isArchived(id: 1_000_123, pushedAt: "2015-03-01T00:00:00Z")  // 2 in 5
/// ```
enum GeneratedFlags {
  /// The word that makes a repository a fork when its name contains it.
  static let forkedFamily = "awesome"
  /// Pushes before this instant (ISO 8601 strings compare in time order) make archiving likely.
  static let staleBefore = "2020-01-01T00:00:00Z"

  /// Whether the repository `id` named `name` is a fork.
  static func isFork(id: Int, name: String) -> Bool {
    name.lowercased().contains(forkedFamily) || draw(id: id, salt: 0x666F_726B) % 6 == 0
  }

  /// Whether the repository `id`, last pushed at `pushedAt`, is archived.
  static func isArchived(id: Int, pushedAt: String?) -> Bool {
    let draw = draw(id: id, salt: 0x6172_6368) % 50
    guard let pushedAt, pushedAt >= staleBefore else { return draw < 20 }
    return draw == 0
  }

  /// A well-mixed 64-bit value of `id` and `salt`: the first output of a SplitMix64 seeded
  /// with both.
  private static func draw(id: Int, salt: UInt64) -> UInt64 {
    var random = SplitMix64(seed: UInt64(bitPattern: Int64(id)) &* 0x9E37_79B9_7F4A_7C15 ^ salt)
    return random.next()
  }
}
