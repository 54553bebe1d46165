import Foundation
import GitHubFixture
import Testing

@Suite(
  "Rate limiting: x-ratelimit-* headers and 403 once the allowance is used up",
  .timeLimit(.minutes(3)))
struct RateLimitTests {
  @Test("every response carries the rate-limit headers, even without a limit")
  func headersAlwaysPresent() async throws {
    try await withFixtureServer { client in
      for path in ["/search/repositories?q=cache", "/repos/nope/nope", "/unknown"] {
        let response = try await client.get(path)
        for name in ["limit", "remaining", "reset", "used", "resource"] {
          #expect(response.header("x-ratelimit-\(name)") != nil, "\(path) x-ratelimit-\(name)")
        }
      }
      let search = try await client.get("/search/repositories?q=cache")
      #expect(search.header("x-ratelimit-resource") == "search")
      #expect(try await client.get("/repos/a/b").header("x-ratelimit-resource") == "core")
    }
  }

  @Test("with --rate-limit 3 the fourth search in a minute is 403 with retry-after")
  func limitExceeded() async throws {
    try await withFixtureServer(faults: FaultConfiguration(rateLimitPerMinute: 3)) { client in
      for expectedRemaining in [2, 1, 0] {
        let response = try await client.search("cache")
        #expect(response.status == 200)
        #expect(response.header("x-ratelimit-limit") == "3")
        #expect(response.header("x-ratelimit-remaining") == String(expectedRemaining))
        #expect(response.header("x-ratelimit-used") == String(3 - expectedRemaining))
      }
      let limited = try await client.search("cache")
      #expect(limited.status == 403)
      #expect(limited.header("Content-Type") == "application/json; charset=utf-8")
      #expect(limited.header("x-ratelimit-remaining") == "0")
      #expect(limited.header("x-ratelimit-resource") == "search")
      let retryAfter = try #require(limited.header("retry-after").flatMap { Int($0) })
      #expect((1...60).contains(retryAfter))
      let reset = try #require(limited.header("x-ratelimit-reset").flatMap { Int($0) })
      #expect(reset > Int(Date().timeIntervalSince1970) - 120)
      let body = try limited.jsonObject()
      #expect((body["message"] as? String)?.hasPrefix("API rate limit exceeded for ") == true)
      #expect(
        body["documentation_url"] as? String
          == "https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting")
    }
  }

  @Test("search and core requests are counted separately")
  func separateResources() async throws {
    let repository = try #require(generatedDataset.repositories.first)
    try await withFixtureServer(faults: FaultConfiguration(rateLimitPerMinute: 1)) { client in
      #expect(try await client.search("cache").status == 200)
      #expect(try await client.search("cache").status == 403)
      let core = try await client.get("/repos/\(repository.fullName)")
      #expect(core.status == 200)
      #expect(core.header("x-ratelimit-resource") == "core")
      #expect(try await client.get("/repos/\(repository.fullName)").status == 403)
    }
  }
}
