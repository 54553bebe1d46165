import Foundation
import Testing

/// The shared data set, found relative to the repository: `../shared/data/` beside the
/// checkout, as CI lays it out. Tests that read it are skipped, with this reason printed,
/// where it is absent.
///
/// ```swift
/// @Test(.enabled(if: SharedData.isPresent, SharedData.absenceReason))
/// ```
enum SharedData {
  /// The checkout's root: this file is `Examples/Tests/GitHubFixtureTests/Support/…`.
  static var repository: URL {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<5 { url.deleteLastPathComponent() }
    return url
  }

  /// `../shared/data/github-repos.json`, beside the checkout.
  static var githubRepos: URL {
    repository.deletingLastPathComponent().appendingPathComponent("shared/data/github-repos.json")
      .standardizedFileURL
  }

  /// Whether the data set is there.
  static var isPresent: Bool { FileManager.default.fileExists(atPath: githubRepos.path) }

  /// Why the tests that need it are skipped.
  static var absenceReason: Comment {
    "the shared data set is absent: no \(githubRepos.path) (../shared/data beside the checkout)"
  }
}
