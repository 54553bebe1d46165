import Foundation
import Testing

@testable import GitHubFixture

@Suite(
  "GET /repos/{owner}/{repo}/issues, …/issues/{number} and …/comments", .timeLimit(.minutes(3)))
struct IssueRouteTests {
  typealias Fixtures = IssueFixtures
  static let repository = Fixtures.repository
  static var count: Int { repository.openIssuesCount }

  @Test("the issue list is newest first, 30 a page, with GitHub's next, last, prev and first")
  func issueListPaging() async throws {
    try await withFixtureServer { client in
      let first = try await client.get(Fixtures.issuesPath())
      #expect(first.status == 200)
      #expect(Set(first.links.keys) == ["next", "last"])
      let lastPage = (Self.count + 29) / 30
      #expect(first.links["last"]?.hasSuffix("?page=\(lastPage)&per_page=30") == true)
      let numbers = try first.jsonArray().compactMap { $0["number"] as? Int }
      #expect(numbers == Array((Self.count - 29...Self.count).reversed()))
      let second = try await client.get(try #require(first.links["next"]))
      #expect(Set(second.links.keys) == ["prev", "first", "next", "last"])
      let last = try await client.get(try #require(first.links["last"]))
      #expect(Set(last.links.keys) == ["prev", "first"])
      let all = try await Fixtures.allPages(client, Fixtures.issuesPath())
      #expect(all.compactMap { $0["number"] as? Int } == Array((1...Self.count).reversed()))
    }
  }

  @Test("per_page is capped at 100, direction=asc is oldest first, state=closed is empty")
  func issueListParameters() async throws {
    try await withFixtureServer { client in
      let path = Fixtures.issuesPath()
      let capped = try await client.get(path + "?per_page=500").jsonArray()
      #expect(capped.count == min(100, Self.count))
      let ascending = try await client.get(path + "?direction=asc&per_page=5").jsonArray()
      #expect(ascending.compactMap { $0["number"] as? Int } == [1, 2, 3, 4, 5])
      let all = try await client.get(path + "?state=all&per_page=5").jsonArray()
      #expect(all.first?["number"] as? Int == Self.count)
      let closed = try await client.get(path + "?state=closed")
      #expect(try closed.jsonArray().isEmpty)
      #expect(closed.header("Link") == nil)
      let none = try await client.get(Fixtures.issuesPath(Fixtures.repositoryWithoutIssues))
      #expect(none.status == 200)
      #expect(try none.jsonArray().isEmpty)
    }
  }

  @Test("an issue has GitHub's shape, the same in the list and alone")
  func issueShape() async throws {
    try await withFixtureServer { client in
      let listed = try #require(try await client.get(Fixtures.issuesPath()).jsonArray().first)
      let alone = try await client.get(Fixtures.longThreadPath()).jsonObject()
      #expect(NSDictionary(dictionary: listed) == NSDictionary(dictionary: alone))
      let keys: Set = [
        "id", "node_id", "url", "repository_url", "labels_url", "comments_url", "events_url",
        "html_url", "number", "title", "user", "labels", "state", "locked", "assignee",
        "assignees", "milestone", "comments", "created_at", "updated_at", "closed_at",
        "author_association", "active_lock_reason", "body", "state_reason",
      ]
      #expect(Set(alone.keys) == keys)
      let url = try #require(alone["url"] as? String)
      #expect(url == client.baseURL + Fixtures.longThreadPath())
      #expect(alone["comments_url"] as? String == url + "/comments")
      #expect(alone["html_url"] as? String == "\(Self.repository.htmlURL)/issues/\(Self.count)")
      #expect(alone["state"] as? String == "open")
      #expect(alone["closed_at"] is NSNull)
      let user = try #require(alone["user"] as? [String: Any])
      #expect(Set(user.keys) == SearchResponseShapeTests.simpleUserKeys)
      #expect(user["type"] as? String == "User")
      let association = try #require(alone["author_association"] as? String)
      #expect(["OWNER", "MEMBER", "COLLABORATOR", "CONTRIBUTOR", "NONE"].contains(association))
      let created = try #require(alone["created_at"] as? String)
      #expect(created.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/) != nil)
    }
  }

  @Test("the newest issue of every repository with issues has at least 300 comments")
  func longThreadInEveryRepository() {
    let generator = IssueGenerator(seed: GitHubFixtureServer.defaultSeed)
    for repository in generatedDataset.repositories where repository.openIssuesCount > 0 {
      let count = generator.issueCount(of: repository)
      let newest = generator.issue(count, of: repository)
      #expect(newest?.generatedCommentCount ?? 0 >= IssueGenerator.longThreadMinimum)
      #expect(newest?.generatedCommentCount ?? 0 < IssueIdentifiers.positionsPerIssue)
    }
  }

  @Test("comments are oldest first with increasing times, paged with Link, as many as comments")
  func longThreadComments() async throws {
    try await withFixtureServer { client in
      let issue = try await client.get(Fixtures.longThreadPath()).jsonObject()
      let count = try #require(issue["comments"] as? Int)
      #expect(count >= 300)
      let first = try await client.get(Fixtures.longThreadPath("/comments"))
      #expect(try first.jsonArray().count == 30)
      #expect(Set(first.links.keys) == ["next", "last"])
      #expect(first.links["last"]?.hasSuffix("?page=\((count + 29) / 30)&per_page=30") == true)
      let comments = try await Fixtures.allPages(
        client, Fixtures.longThreadPath("/comments?per_page=100"))
      #expect(comments.count == count)
      #expect(Set(comments.compactMap { $0["id"] as? Int }).count == count)
      let times = comments.compactMap { $0["created_at"] as? String }
      #expect(times.count == count)
      #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
      #expect(try #require(issue["created_at"] as? String) < times[0])
      #expect(issue["updated_at"] as? String == times.last)
    }
  }

  @Test("a comment has GitHub's shape")
  func commentShape() async throws {
    try await withFixtureServer { client in
      let comments = try await client.get(Fixtures.longThreadPath("/comments?per_page=1"))
      let comment = try #require(try comments.jsonArray().first)
      let keys: Set = [
        "id", "node_id", "url", "html_url", "issue_url", "body", "user", "created_at",
        "updated_at", "author_association",
      ]
      #expect(Set(comment.keys) == keys)
      let id = try #require(comment["id"] as? Int)
      #expect(
        comment["url"] as? String
          == "\(client.baseURL)/repos/\(Self.repository.fullName)/issues/comments/\(id)")
      #expect(comment["issue_url"] as? String == client.baseURL + Fixtures.longThreadPath())
      #expect(
        comment["html_url"] as? String
          == "\(Self.repository.htmlURL)/issues/\(Self.count)#issuecomment-\(id)")
      #expect((comment["body"] as? String)?.isEmpty == false)
      #expect(comment["created_at"] as? String == comment["updated_at"] as? String)
    }
  }

  @Test("the same seed gives the same issues and comments, another seed others")
  func deterministicForASeed() async throws {
    let host = [("Host", "api.fixture.test")]
    let paths = [Fixtures.issuesPath(), Fixtures.longThreadPath("/comments?page=3")]
    func bodies(seed: UInt64) async throws -> [Data] {
      try await withFixtureServer(seed: seed) { client in
        var bodies: [Data] = []
        for path in paths { bodies.append(try await client.get(path, headers: host).body) }
        return bodies
      }
    }
    let once = try await bodies(seed: GitHubFixtureServer.defaultSeed)
    #expect(try await bodies(seed: GitHubFixtureServer.defaultSeed) == once)
    let other = try await bodies(seed: 7)
    #expect(zip(once, other).allSatisfy { $0 != $1 })
  }

  @Test("an unknown repository, issue number or non-number is a 404 with GitHub's body")
  func unknownIssues() async throws {
    try await withFixtureServer { client in
      let paths = [
        "/repos/nobody-here/nothing/issues", Fixtures.issuePath(0),
        Fixtures.issuePath(Self.count + 1), Fixtures.issuesPath() + "/abc",
        Fixtures.issuePath(Self.count + 1, "/comments"),
        Fixtures.issuePath(1, of: Fixtures.repositoryWithoutIssues),
      ]
      for path in paths {
        let response = try await client.get(path)
        #expect(response.status == 404, "\(path)")
        #expect(try response.jsonObject()["message"] as? String == "Not Found")
      }
    }
  }

  @Test("open_issues_count beyond 2,000 gives issues 1…2,000, the newest a long thread")
  func issueCountIsCapped() async throws {
    let owner = RepositoryOwner(login: "busy-org", type: .organization)
    let dataset = try RepositoryDataset(repositories: [
      Repository(
        id: 5, owner: owner, name: "huge", description: nil, language: "C",
        stargazersCount: 1, forksCount: 0, openIssuesCount: 25_000, pushedAt: nil)
    ])
    try await withFixtureServer(dataset: dataset) { client in
      let first = try await client.get("/repos/busy-org/huge/issues?per_page=100")
      #expect(try first.jsonArray().first?["number"] as? Int == 2_000)
      #expect(first.links["last"]?.hasSuffix("?page=20&per_page=100") == true)
      #expect(try await client.get("/repos/busy-org/huge/issues/2001").status == 404)
      let newest = try await client.get("/repos/busy-org/huge/issues/2000").jsonObject()
      #expect(newest["comments"] as? Int ?? 0 >= 300)
    }
  }
}
