import Foundation
import GitHubFixture
import Testing

@Suite(
  "Search matching: keywords and the language:, user: and stars: qualifiers",
  .timeLimit(.minutes(3)))
struct SearchQualifierTests {
  /// Fetches every match (up to 100) of `query`.
  private func allItems(_ client: FixtureClient, _ query: String) async throws -> (
    total: Int, items: [[String: Any]]
  ) {
    let response = try await client.search(query, "&per_page=100")
    #expect(response.status == 200)
    return (try #require(try response.totalCount()), try response.items())
  }

  @Test("keywords match name, full_name or description case-insensitively and are ANDed")
  func keywords() async throws {
    let expected = generatedDataset.repositories.filter { repository in
      let text = "\(repository.fullName) \(repository.description ?? "")".lowercased()
      return text.contains("fast") && text.contains("cache")
    }
    try await withFixtureServer { client in
      let (total, items) = try await allItems(client, "FAST Cache")
      #expect(total == expected.count)
      #expect(items.count == min(100, expected.count))
      #expect(Set(items.compactMap { $0["id"] as? Int }).isSubset(of: expected.map(\.id)))
    }
  }

  @Test("language: matches the primary language case-insensitively")
  func language() async throws {
    let expected = generatedDataset.repositories.filter { $0.language == "Swift" }.count
    try await withFixtureServer { client in
      let (total, items) = try await allItems(client, "language:swift")
      #expect(total == expected)
      #expect(items.allSatisfy { $0["language"] as? String == "Swift" })
    }
  }

  @Test("user: restricts results to one owner")
  func user() async throws {
    let owner = try #require(generatedDataset.repositories.first?.owner.login)
    let expected = try #require(generatedDataset.repositories(ofOwner: owner)).count
    try await withFixtureServer { client in
      let (total, items) = try await allItems(client, "user:\(owner.uppercased())")
      #expect(total == expected)
      #expect(items.allSatisfy { ($0["owner"] as? [String: Any])?["login"] as? String == owner })
    }
  }

  @Test(
    "stars: supports >N, >=N, <N, <=N, N..M and exact N",
    arguments: [
      ("stars:>1000", 1_001...Int.max), ("stars:>=1000", 1_000...Int.max),
      ("stars:<3", 0...2), ("stars:<=3", 0...3), ("stars:10..20", 10...20), ("stars:7", 7...7),
    ])
  func stars(query: String, range: ClosedRange<Int>) async throws {
    let expected = generatedDataset.repositories.filter { range.contains($0.stargazersCount) }
    #expect(!expected.isEmpty)
    try await withFixtureServer { client in
      let (total, items) = try await allItems(client, query)
      #expect(total == expected.count)
      #expect(items.allSatisfy { range.contains($0["stargazers_count"] as? Int ?? -1) })
    }
  }

  @Test("qualifiers and keywords combine")
  func combined() async throws {
    let expected = generatedDataset.repositories.filter {
      $0.language == "Python" && $0.stargazersCount > 50
        && "\($0.fullName) \($0.description ?? "")".lowercased().contains("bot")
    }
    try await withFixtureServer { client in
      let (total, _) = try await allItems(client, "bot language:Python stars:>50")
      #expect(total == expected.count)
    }
  }

  @Test("a query that matches nothing is an empty 200 without Link")
  func noMatches() async throws {
    try await withFixtureServer { client in
      let response = try await client.search("no-such-repository-anywhere")
      #expect(response.status == 200)
      #expect(try response.totalCount() == 0)
      #expect(try response.items().isEmpty)
      #expect(response.header("Link") == nil)
    }
  }

  @Test("CJK keywords match descriptions")
  func cjk() async throws {
    let expected = generatedDataset.repositories.filter {
      $0.description?.contains("机器学习") == true
    }
    #expect(!expected.isEmpty)
    try await withFixtureServer { client in
      let (total, _) = try await allItems(client, "机器学习")
      #expect(total == expected.count)
    }
  }
}
