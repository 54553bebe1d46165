import Foundation
import NIOConcurrencyHelpers

/// The stars the fixture's users gave, for as long as the server runs: each user's starred
/// repositories (newest first, as `GET /user/starred` lists them) and, per repository, how
/// many users starred it (added to its `stargazers_count`) and when it last changed (its
/// `updated_at`).
///
/// A user is a distinct `Authorization` value (``RateLimitClient``); starring twice or
/// unstarring a repository not starred changes nothing, as on GitHub.
///
/// ```swift
/// let book = StarBook()
/// book.star(42, by: 7, at: Date())    // true: newly starred
/// book.starred(by: 7)                // [42]
/// book.extraStars(of: 42)            // 1
/// ```
final class StarBook: Sendable {
  private struct State {
    var starred: [UInt64: [Int]] = [:]
    var counts: [Int: Int] = [:]
    var changedAt: [Int: Int64] = [:]
  }

  private let state = NIOLockedValueBox(State())

  /// Stars `repository` for `user`; `false` when it was already starred.
  @discardableResult
  func star(_ repository: Int, by user: UInt64, at date: Date) -> Bool {
    state.withLockedValue { state in
      guard !(state.starred[user]?.contains(repository) ?? false) else { return false }
      state.starred[user, default: []].insert(repository, at: 0)
      state.counts[repository, default: 0] += 1
      Self.touch(repository, at: date, in: &state)
      return true
    }
  }

  /// Unstars `repository` for `user`; `false` when it was not starred.
  @discardableResult
  func unstar(_ repository: Int, by user: UInt64, at date: Date) -> Bool {
    state.withLockedValue { state in
      guard let index = state.starred[user]?.firstIndex(of: repository) else { return false }
      state.starred[user]?.remove(at: index)
      state.counts[repository, default: 0] -= 1
      Self.touch(repository, at: date, in: &state)
      return true
    }
  }

  /// Whether `user` starred `repository`.
  func hasStarred(_ repository: Int, by user: UInt64) -> Bool {
    state.withLockedValue { $0.starred[user]?.contains(repository) ?? false }
  }

  /// The repositories `user` starred, the most recent first.
  func starred(by user: UInt64) -> [Int] {
    state.withLockedValue { $0.starred[user] ?? [] }
  }

  /// The stars the users gave `repository` (0 when none).
  func extraStars(of repository: Int) -> Int {
    state.withLockedValue { $0.counts[repository] ?? 0 }
  }

  /// When a star or unstar last changed `repository`, in epoch seconds; `nil` when never.
  func changedAt(_ repository: Int) -> Int64? {
    state.withLockedValue { $0.changedAt[repository] }
  }

  /// Each change is at least a second after the previous one of the same repository, so
  /// that its `updated_at` (whole seconds) always moves forward.
  private static func touch(_ repository: Int, at date: Date, in state: inout State) {
    let now = Int64(date.timeIntervalSince1970.rounded(.down))
    let previous = state.changedAt[repository].map { $0 + 1 } ?? now
    state.changedAt[repository] = max(now, previous)
  }
}
