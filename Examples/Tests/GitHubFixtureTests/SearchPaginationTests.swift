import Foundation
import GitHubFixture
import Testing

@Suite(
  "Search pagination: per_page, page, Link header and the 1,000-result window",
  .timeLimit(.minutes(3)))
struct SearchPaginationTests {
  /// Matches all 6,000 generated repositories.
  static let everything = "stars:>=0"

  @Test("per_page defaults to 30")
  func defaultPageSize() async throws {
    try await withFixtureServer { client in
      let items = try await client.search(Self.everything).items()
      #expect(items.count == 30)
    }
  }

  @Test("per_page above 100 is capped to 100", arguments: ["100", "101", "500"])
  func pageSizeCap(perPage: String) async throws {
    try await withFixtureServer { client in
      let response = try await client.search(Self.everything, "&per_page=\(perPage)")
      #expect(try response.items().count == 100)
      #expect(response.links["next"]?.contains("per_page=100") == true)
    }
  }

  @Test("the first page links next and last only, as absolute URLs preserving the query")
  func firstPageLinks() async throws {
    try await withFixtureServer { client in
      let response = try await client.search("language:swift stars:>1", "&sort=stars&order=asc")
      let total = try #require(try response.totalCount())
      let lastPage = (min(total, 1_000) + 29) / 30
      let base = "\(client.baseURL)/search/repositories?q=language%3Aswift%20stars%3A%3E1"
      #expect(
        response.links == [
          "next": "\(base)&sort=stars&order=asc&page=2&per_page=30",
          "last": "\(base)&sort=stars&order=asc&page=\(lastPage)&per_page=30",
        ])
    }
  }

  @Test("a middle page links prev, next, last and first, in GitHub's order")
  func middlePageLinks() async throws {
    try await withFixtureServer { client in
      let response = try await client.search("cache", "&per_page=2&page=3")
      #expect(Set(response.links.keys) == ["prev", "next", "last", "first"])
      #expect(response.links["prev"]?.hasSuffix("page=2&per_page=2") == true)
      #expect(response.links["next"]?.hasSuffix("page=4&per_page=2") == true)
      #expect(response.links["first"]?.hasSuffix("page=1&per_page=2") == true)
      let order = try #require(response.header("Link")).components(separatedBy: "rel=").dropFirst()
      #expect(order.map { $0.prefix(5) } == ["\"prev", "\"next", "\"last", "\"firs"])
    }
  }

  @Test("the last page links prev and first only")
  func lastPageLinks() async throws {
    try await withFixtureServer { client in
      let first = try await client.search("cache", "&per_page=7")
      let last = try await client.get(try #require(first.links["last"]))
      #expect(Set(last.links.keys) == ["prev", "first"])
      #expect(try last.items().count >= 1)
    }
  }

  @Test("there is no Link header when all results fit on one page")
  func noLinkForOnePage() async throws {
    let owner = try #require(
      generatedDataset.repositories.lazy.map(\.owner.login).first { login in
        (2...30).contains(generatedDataset.repositories(ofOwner: login)?.count ?? 0)
      })
    try await withFixtureServer { client in
      let response = try await client.search("user:\(owner)")
      #expect(try response.totalCount() == generatedDataset.repositories(ofOwner: owner)?.count)
      #expect(response.header("Link") == nil)
    }
  }

  @Test("total_count counts every match but last never points past result 1,000")
  func resultWindow() async throws {
    try await withFixtureServer { client in
      let response = try await client.search(Self.everything)
      #expect(try response.totalCount() == generatedDataset.count)
      #expect(response.links["last"]?.hasSuffix("page=34&per_page=30") == true)
      let finalPage = try await client.search(Self.everything, "&page=34")
      #expect(try finalPage.items().count == 10)
      #expect(finalPage.links["next"] == nil)
    }
  }

  @Test("a page starting beyond result 1,000 is 422 with GitHub's message")
  func beyondWindow() async throws {
    try await withFixtureServer { client in
      let response = try await client.search(Self.everything, "&per_page=100&page=11")
      #expect(response.status == 422)
      #expect(
        String(decoding: response.body, as: UTF8.self)
          == #"{"documentation_url":"https://docs.github.com/v3/search/","#
          + #""message":"Only the first 1000 search results are available"}"#)
    }
  }

  @Test(
    "missing or blank q is 422 Validation Failed", arguments: ["", "?q=", "?q=+", "?per_page=5"])
  func missingQuery(query: String) async throws {
    try await withFixtureServer { client in
      let response = try await client.get("/search/repositories\(query)")
      #expect(response.status == 422)
      let body = try response.jsonObject()
      #expect(body["message"] as? String == "Validation Failed")
      #expect(body["documentation_url"] as? String == "https://docs.github.com/v3/search")
      let errors = try #require(body["errors"] as? [[String: String]])
      #expect(errors == [["resource": "Search", "field": "q", "code": "missing"]])
    }
  }

  @Test("following next links visits every result of the window exactly once")
  func walkingNextLinks() async throws {
    try await withFixtureServer { client in
      var url: String? = "/search/repositories?q=stars%3A%3E%3D0&per_page=100"
      var ids: [Int] = []
      while let next = url {
        let response = try await client.get(next)
        ids += try response.items().compactMap { $0["id"] as? Int }
        url = response.links["next"]
      }
      #expect(ids.count == 1_000)
      #expect(Set(ids).count == 1_000)
    }
  }
}
