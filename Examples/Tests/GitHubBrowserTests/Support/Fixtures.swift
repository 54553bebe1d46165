import Foundation
import GitHubBrowser
import RefreshKit
import StateMachine

/// Repositories and pages the tests load.
enum Fixtures {
  static func repository(_ owner: String, _ name: String, stars: Int = 10) -> Repository {
    Repository(
      id: stars, name: name, owner: owner, description: "About \(name)", language: "Swift",
      stargazersCount: stars, forksCount: 3, openIssuesCount: 1,
      htmlURL: "https://github.com/\(owner)/\(name)")
  }

  static func list(_ repositories: [Repository], next: String? = nil) -> RepositoryList {
    RepositoryList(repositories: repositories, nextPage: next.flatMap { URL(string: $0) })
  }

  static func page(owner: String, count: Int, from start: Int = 0, next: String? = nil)
    -> RepositoryList
  {
    list((start..<start + count).map { repository(owner, "repo\($0)", stars: $0) }, next: next)
  }
}

/// A data source for screens tested without scenes.
@MainActor
final class ListSource: DataSourceType {
  var model: RepositoryList?
  var targetInfo: (any Sendable)?

  init(targetInfo: (any Sendable)? = nil) {
    self.targetInfo = targetInfo
  }
}

/// Waits, without sleeping, until `machine` has no transition running.
@MainActor
func settle<Operator: OperatorType>(_ machine: StateMachine<Operator>) async {
  for await _ in machine.states() where machine.runningAction == nil { return }
}
