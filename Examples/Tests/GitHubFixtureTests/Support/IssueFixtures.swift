import Foundation
import GitHubFixture

/// Repositories and helpers the issue suites share.
enum IssueFixtures {
  /// A repository of the generated data set with a few pages of issues (45 to 200).
  static let repository: Repository = {
    guard
      let repository = generatedDataset.repositories.first(where: {
        (45...200).contains($0.openIssuesCount)
      })
    else { preconditionFailure("the generated data set has no repository with 45…200 issues") }
    return repository
  }()

  /// A repository of the generated data set without issues.
  static let repositoryWithoutIssues: Repository = {
    guard let repository = generatedDataset.repositories.first(where: { $0.openIssuesCount == 0 })
    else { preconditionFailure("every generated repository has issues") }
    return repository
  }()

  /// `/repos/{owner}/{repo}/issues` of `repository`.
  static func issuesPath(_ repository: Repository = repository) -> String {
    "/repos/\(repository.fullName)/issues"
  }

  /// The path of issue `number` of `repository`, and `suffix` (e.g. `/comments`).
  static func issuePath(
    _ number: Int, _ suffix: String = "", of repository: Repository = repository
  ) -> String {
    "\(issuesPath(repository))/\(number)\(suffix)"
  }

  /// The path of the long thread: the newest issue of `repository`.
  static func longThreadPath(_ suffix: String = "", of repository: Repository = repository)
    -> String
  {
    issuePath(repository.openIssuesCount, suffix, of: repository)
  }

  /// A token, as the `Authorization` header of a user.
  static let alice = [(name: "Authorization", value: "Bearer alice-token")]
  static let bob = [(name: "Authorization", value: "Bearer bob-token")]

  /// Reads every page of `path` by following `Link: rel="next"`.
  static func allPages(
    _ client: FixtureClient, _ path: String, headers: [(name: String, value: String)] = []
  ) async throws -> [[String: Any]] {
    var url: String? = path
    var items: [[String: Any]] = []
    while let next = url {
      let page = try await client.get(next, headers: headers)
      items += try page.jsonArray()
      url = page.links["next"]
    }
    return items
  }

  /// `{"body": text}` as JSON.
  static func commentJSON(_ text: String) -> String {
    let data = (try? JSONSerialization.data(withJSONObject: ["body": text])) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }
}
