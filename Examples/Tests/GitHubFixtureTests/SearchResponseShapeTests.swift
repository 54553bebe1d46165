import Foundation
import GitHubFixture
import Testing

@Suite("GET /search/repositories returns GitHub's JSON shape", .timeLimit(.minutes(3)))
struct SearchResponseShapeTests {
  static let repositoryKeys: Set<String> = [
    "id", "node_id", "name", "full_name", "private", "owner", "html_url", "description", "fork",
    "url", "language", "stargazers_count", "watchers_count", "watchers", "forks_count", "forks",
    "open_issues_count", "open_issues", "pushed_at", "updated_at", "default_branch", "archived",
  ]
  /// GitHub's "simple user": a repository's owner, an issue's or a comment's user.
  static let simpleUserKeys: Set<String> = [
    "login", "id", "node_id", "avatar_url", "gravatar_id", "url", "html_url", "followers_url",
    "following_url", "gists_url", "starred_url", "subscriptions_url", "organizations_url",
    "repos_url", "events_url", "received_events_url", "type", "user_view_type", "site_admin",
  ]

  @Test("the body has total_count, incomplete_results and items")
  func topLevelKeys() async throws {
    try await withFixtureServer { client in
      let response = try await client.search("cache")
      #expect(response.status == 200)
      #expect(response.header("Content-Type") == "application/json; charset=utf-8")
      let body = try response.jsonObject()
      #expect(Set(body.keys) == ["total_count", "incomplete_results", "items"])
      #expect(body["incomplete_results"] as? Bool == false)
      #expect((body["total_count"] as? Int ?? 0) > 0)
    }
  }

  @Test("every item has all repository keys plus score, with GitHub's types")
  func itemKeysAndTypes() async throws {
    try await withFixtureServer { client in
      let items = try await client.search("stars:>=0", "&per_page=100").items()
      #expect(items.count == 100)
      for item in items {
        #expect(Set(item.keys) == Self.repositoryKeys.union(["score"]))
        #expect(item["id"] is Int)
        #expect(item["score"] is Double)
        #expect(item["stargazers_count"] is Int)
        #expect(item["fork"] is Bool && item["archived"] is Bool)
        #expect(item["description"] is String || item["description"] is NSNull)
        #expect(item["language"] is String || item["language"] is NSNull)
        let owner = try #require(item["owner"] as? [String: Any])
        #expect(Set(owner.keys) == Self.simpleUserKeys)
        #expect(["User", "Organization"].contains(owner["type"] as? String ?? ""))
      }
    }
  }

  @Test("URLs are absolute: api urls use the request's host, html_url points at github.com")
  func urls() async throws {
    try await withFixtureServer { client in
      let item = try #require(try await client.search("cache").items().first)
      let fullName = try #require(item["full_name"] as? String)
      let owner = try #require(item["owner"] as? [String: Any])
      let login = try #require(owner["login"] as? String)
      #expect(item["url"] as? String == "\(client.baseURL)/repos/\(fullName)")
      #expect(item["html_url"] as? String == "https://github.com/\(fullName)")
      #expect(owner["url"] as? String == "\(client.baseURL)/users/\(login)")
      #expect(fullName == "\(login)/\(item["name"] as? String ?? "")")
    }
  }

  @Test("pushed_at is ISO 8601 UTC like 2024-01-02T03:04:05Z")
  func pushedAtFormat() async throws {
    try await withFixtureServer { client in
      let items = try await client.search("stars:>=0", "&per_page=100").items()
      let pattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/
      for pushedAt in items.compactMap({ $0["pushed_at"] as? String }) {
        #expect(pushedAt.wholeMatch(of: pattern) != nil, "\(pushedAt)")
      }
    }
  }

  @Test("null descriptions and languages are sent as null, not omitted")
  func nullsArePresent() async throws {
    let withoutDescription = try #require(
      generatedDataset.repositories.first { $0.description == nil && $0.language == nil })
    try await withFixtureServer { client in
      let response = try await client.get("/repos/\(withoutDescription.fullName)")
      let body = try response.jsonObject()
      #expect(body["description"] is NSNull)
      #expect(body["language"] is NSNull)
    }
  }
}
