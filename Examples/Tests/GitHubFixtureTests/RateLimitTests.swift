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

  @Test(
    "exhausting the limit: 403 with GitHub's body, remaining 0, and retry-after up to the reset")
  func exhaustedAnswer() async throws {
    let clock = ManualWallClock()
    let start = clock.epochSeconds
    let faults = FaultConfiguration(rateLimitPerMinute: 2)
    try await withFixtureServer(faults: faults, clock: clock) { client in
      #expect(try await client.search("cache").status == 200)
      clock.advance(bySeconds: 15)
      #expect(try await client.search("cache").status == 200)
      clock.advance(bySeconds: 5)
      let limited = try await client.search("cache")
      #expect(limited.status == 403)
      #expect(limited.header("x-ratelimit-limit") == "2")
      #expect(limited.header("x-ratelimit-remaining") == "0")
      #expect(limited.header("x-ratelimit-used") == "2")
      #expect(limited.header("x-ratelimit-reset") == String(start + 60))
      #expect(limited.header("retry-after") == "40")
      let body = try limited.jsonObject()
      #expect(
        body["message"] as? String
          == "API rate limit exceeded for 127.0.0.1. (But here's the good news: Authenticated "
          + "requests get a higher rate limit. Check out the documentation for more details.)")
      #expect(
        body["documentation_url"] as? String
          == "https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting")
    }
  }

  @Test("the window resets 60 seconds after its first request: a full allowance again")
  func windowResets() async throws {
    let clock = ManualWallClock()
    let faults = FaultConfiguration(rateLimitPerMinute: 1)
    try await withFixtureServer(faults: faults, clock: clock) { client in
      #expect(try await client.search("cache").status == 200)
      clock.advance(bySeconds: 59)
      #expect(try await client.search("cache").status == 403)
      clock.advance(bySeconds: 1)
      let renewed = try await client.search("cache")
      #expect(renewed.status == 200)
      #expect(renewed.header("x-ratelimit-remaining") == "0")
      #expect(renewed.header("x-ratelimit-used") == "1")
      #expect(renewed.header("x-ratelimit-reset") == String(clock.epochSeconds + 60))
    }
  }

  @Test("a 304 is not counted: remaining and used stay as they were")
  func notModifiedIsFree() async throws {
    let faults = FaultConfiguration(rateLimitPerMinute: 5)
    try await withFixtureServer(faults: faults, clock: ManualWallClock()) { client in
      let fresh = try await client.search("cache")
      #expect(fresh.header("x-ratelimit-remaining") == "4")
      let tag = try #require(fresh.header("ETag"))
      let path = "/search/repositories?q=cache"
      for _ in 0..<3 {
        let revalidated = try await client.get(path, headers: [("If-None-Match", tag)])
        #expect(revalidated.status == 304)
        #expect(revalidated.header("x-ratelimit-remaining") == "4")
        #expect(revalidated.header("x-ratelimit-used") == "1")
      }
      let next = try await client.search("cache")
      #expect(next.status == 200)
      #expect(next.header("x-ratelimit-remaining") == "3")
      #expect(next.header("x-ratelimit-used") == "2")
    }
  }

  @Test("once exhausted, a matching conditional request still gets its free 304; others get 403")
  func notModifiedWhileExhausted() async throws {
    let faults = FaultConfiguration(rateLimitPerMinute: 1)
    try await withFixtureServer(faults: faults, clock: ManualWallClock()) { client in
      let tag = try #require(try await client.search("cache").header("ETag"))
      let path = "/search/repositories?q=cache"
      let revalidated = try await client.get(path, headers: [("If-None-Match", tag)])
      #expect(revalidated.status == 304)
      #expect(revalidated.body.isEmpty)
      #expect(revalidated.header("x-ratelimit-remaining") == "0")
      #expect(revalidated.header("x-ratelimit-used") == "1")
      #expect(revalidated.header("retry-after") == nil)
      let stale = try await client.get(path, headers: [("If-None-Match", #""0000000000000000""#)])
      #expect(stale.status == 403)
      #expect(stale.header("ETag") == nil)
    }
  }

  @Test("anonymous requests and each token are counted apart; a token's 403 names its user")
  func tokensCountedApart() async throws {
    let faults = FaultConfiguration(rateLimitPerMinute: 1)
    let alice = [("Authorization", "Bearer alice")]
    let bob = [("Authorization", "Bearer bob")]
    try await withFixtureServer(faults: faults, clock: ManualWallClock()) { client in
      let path = "/search/repositories?q=cache"
      #expect(try await client.get(path).status == 200)
      #expect(try await client.get(path).status == 403)
      #expect(try await client.get(path, headers: alice).status == 200)
      #expect(try await client.get(path, headers: bob).status == 200)
      let limited = try await client.get(path, headers: alice)
      #expect(limited.status == 403)
      let message = try #require(try limited.jsonObject()["message"] as? String)
      #expect(message.wholeMatch(of: /API rate limit exceeded for user ID [1-9][0-9]*\./) != nil)
    }
  }
}
