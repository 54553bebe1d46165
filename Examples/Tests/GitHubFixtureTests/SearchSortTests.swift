import Foundation
import GitHubFixture
import Testing

@Suite(
  "Search ordering: sort=stars|forks|updated, order=asc|desc and best match",
  .timeLimit(.minutes(3)))
struct SearchSortTests {
  private func items(_ client: FixtureClient, _ parameters: String) async throws -> [[String: Any]]
  {
    try await client.search("stars:>=0", "&per_page=100\(parameters)").items()
  }

  /// String values of `key`; null becomes "" (GitHub's fixture sorts it as the oldest date).
  private func strings(
    _ client: FixtureClient, _ parameters: String, key: String
  ) async throws -> [String] {
    try await items(client, parameters).map { $0[key] as? String ?? "" }
  }

  private func numbers(
    _ client: FixtureClient, _ parameters: String, key: String
  ) async throws -> [Int] {
    try await items(client, parameters).compactMap { $0[key] as? Int }
  }

  @Test("sort=stars orders by stars, descending by default")
  func starsDescending() async throws {
    try await withFixtureServer { client in
      let stars = try await numbers(client, "&sort=stars", key: "stargazers_count")
      #expect(stars.count == 100)
      #expect(stars == stars.sorted(by: >))
      #expect(stars.first == generatedDataset.repositories.map(\.stargazersCount).max())
    }
  }

  @Test("order=asc reverses the direction")
  func starsAscending() async throws {
    try await withFixtureServer { client in
      let stars = try await numbers(client, "&sort=stars&order=asc", key: "stargazers_count")
      #expect(stars == stars.sorted())
      #expect(stars.first == generatedDataset.repositories.map(\.stargazersCount).min())
    }
  }

  @Test("sort=forks orders by forks_count")
  func forks() async throws {
    try await withFixtureServer { client in
      let forks = try await numbers(client, "&sort=forks", key: "forks_count")
      #expect(forks == forks.sorted(by: >))
    }
  }

  @Test("sort=updated orders by pushed_at, most recent first")
  func updated() async throws {
    try await withFixtureServer { client in
      let dates = try await strings(client, "&sort=updated", key: "pushed_at")
      #expect(dates == dates.sorted(by: >))
      let ascending = try await strings(client, "&sort=updated&order=asc", key: "pushed_at")
      #expect(ascending == ascending.sorted())
    }
  }

  @Test("without sort, results are ordered by a deterministic, descending score")
  func bestMatch() async throws {
    try await withFixtureServer { client in
      let first = try await client.search("cache", "&per_page=100").items()
      let scores = first.compactMap { $0["score"] as? Double }
      #expect(scores.count == first.count)
      #expect(scores == scores.sorted(by: >))
      let exact = try #require(first.first)
      #expect((exact["name"] as? String)?.lowercased().contains("cache") == true)
      let again = try await client.search("cache", "&per_page=100").items()
      #expect(again.compactMap { $0["id"] as? Int } == first.compactMap { $0["id"] as? Int })
    }
  }

  @Test("pages never overlap, even among equal sort keys")
  func stablePaging() async throws {
    try await withFixtureServer { client in
      var ids: [Int] = []
      for page in 1...5 {
        let items = try await client.search("stars:<5", "&sort=stars&per_page=50&page=\(page)")
          .items()
        ids += items.compactMap { $0["id"] as? Int }
      }
      #expect(ids.count == 250)
      #expect(Set(ids).count == 250)
    }
  }
}
