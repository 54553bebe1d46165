import Foundation
import NIOCore
import Testing

@testable import GitHubFixture

@Suite(
  "Conditional requests: ETag, If-None-Match and 304 Not Modified as GitHub answers them",
  .timeLimit(.minutes(3)))
struct ConditionalRequestTests {
  static let searchPath = "/search/repositories?q=cache&per_page=5"

  @Test("every successful GET carries a strong ETag: the quoted 64-bit hash of its body and Link")
  func etagIsDerivedFromTheBody() async throws {
    let repository = try #require(generatedDataset.repositories.first)
    let paths = [
      Self.searchPath, "/users/\(repository.owner.login)/repos",
      "/users/\(repository.owner.login)", "/repos/\(repository.fullName)",
    ]
    try await withFixtureServer { client in
      for path in paths {
        let response = try await client.get(path)
        #expect(response.status == 200, "\(path)")
        let expected = EntityTag(
          strongFor: ByteBuffer(bytes: response.body), link: response.header("Link")
        ).fieldValue
        #expect(response.header("ETag") == expected, "\(path)")
        #expect(expected.wholeMatch(of: /"[0-9a-f]{16}"/) != nil)
      }
    }
  }

  @Test("the same body gets the same ETag, on every request and after a restart")
  func sameBodySameTag() async throws {
    // Bodies hold absolute URLs built from the Host header; a fixed one keeps them equal
    // across servers on different ports.
    let host = [("Host", "api.fixture.test")]
    let (first, body) = try await withFixtureServer { client in
      let once = try await client.get(Self.searchPath, headers: host)
      let twice = try await client.get(Self.searchPath, headers: host)
      #expect(once.body == twice.body)
      #expect(once.header("ETag") == twice.header("ETag"))
      return (try #require(once.header("ETag")), once.body)
    }
    let afterRestart = try await withFixtureServer { client in
      try await client.get(Self.searchPath, headers: host)
    }
    #expect(afterRestart.body == body)
    #expect(afterRestart.header("ETag") == first)
  }

  @Test("a different body gets a different ETag: another page, another dataset")
  func differentBodyDifferentTag() async throws {
    let (pageOne, pageTwo) = try await withFixtureServer { client in
      (
        try await client.get(Self.searchPath + "&page=1").header("ETag"),
        try await client.get(Self.searchPath + "&page=2").header("ETag")
      )
    }
    #expect(pageOne != nil && pageTwo != nil)
    #expect(pageOne != pageTwo)
    let otherDataset = RepositoryDataset.generated(seed: 7, count: 500)
    let otherPageOne = try await withFixtureServer(dataset: otherDataset) { client in
      try await client.get(Self.searchPath + "&page=1").header("ETag")
    }
    #expect(otherPageOne != nil)
    #expect(otherPageOne != pageOne)
  }

  @Test("the current ETag in If-None-Match: 304, empty body, ETag, Cache-Control, Vary, rate limit")
  func notModified() async throws {
    try await withFixtureServer { client in
      let fresh = try await client.get(Self.searchPath)
      let tag = try #require(fresh.header("ETag"))
      let revalidated = try await client.get(Self.searchPath, headers: [("If-None-Match", tag)])
      #expect(revalidated.status == 304)
      #expect(revalidated.body.isEmpty)
      #expect(revalidated.header("ETag") == tag)
      #expect(revalidated.header("Cache-Control") == "public, max-age=60, s-maxage=60")
      #expect(revalidated.values("Vary") == GitHubCacheHeaders.vary)
      for name in ["limit", "remaining", "reset", "used", "resource"] {
        #expect(revalidated.header("x-ratelimit-\(name)") != nil, "x-ratelimit-\(name)")
      }
      #expect(revalidated.header("x-ratelimit-resource") == "search")
    }
  }

  @Test("a weak tag matches its strong twin (weak comparison): W/\"x\" revalidates \"x\"")
  func weakComparison() async throws {
    try await withFixtureServer { client in
      let tag = try #require(try await client.get(Self.searchPath).header("ETag"))
      let response = try await client.get(Self.searchPath, headers: [("If-None-Match", "W/" + tag)])
      #expect(response.status == 304)
    }
  }

  @Test(
    "a list naming the current tag, or *, answers 304",
    arguments: [
      #""stale", CURRENT"#, #"CURRENT,"stale""#, #" , W/"stale" ,CURRENT , "#, "*", "  *  ",
    ])
  func listsAndAsterisk(template: String) async throws {
    try await withFixtureServer { client in
      let tag = try #require(try await client.get(Self.searchPath).header("ETag"))
      let value = template.replacingOccurrences(of: "CURRENT", with: tag)
      let response = try await client.get(Self.searchPath, headers: [("If-None-Match", value)])
      #expect(response.status == 304, "If-None-Match: \(value)")
      #expect(response.body.isEmpty)
    }
  }

  @Test("several If-None-Match fields form one list")
  func repeatedFields() async throws {
    try await withFixtureServer { client in
      let tag = try #require(try await client.get(Self.searchPath).header("ETag"))
      let response = try await client.get(
        Self.searchPath, headers: [("If-None-Match", #""stale""#), ("If-None-Match", tag)])
      #expect(response.status == 304)
    }
  }

  @Test("a tag that no longer matches answers 200 with the full body and the current ETag")
  func staleTag() async throws {
    try await withFixtureServer { client in
      let fresh = try await client.get(Self.searchPath)
      let stale = try await client.get(
        Self.searchPath, headers: [("If-None-Match", #""0123456789abcdef""#)])
      #expect(stale.status == 200)
      #expect(stale.body == fresh.body)
      #expect(stale.header("ETag") == fresh.header("ETag"))
    }
  }

  @Test(
    "a malformed If-None-Match is treated as not matching: 200 with the body",
    arguments: [
      "CURRENT_UNQUOTED", #""unterminated"#, #"*, CURRENT"#, #"W/ CURRENT"#, #"w/CURRENT"#,
      #"CURRENT junk"#, #"CURRENT;CURRENT"#, "", " , ",
    ])
  func malformedIsIgnored(template: String) async throws {
    try await withFixtureServer { client in
      let tag = try #require(try await client.get(Self.searchPath).header("ETag"))
      let value =
        template
        .replacingOccurrences(of: "CURRENT_UNQUOTED", with: String(tag.dropFirst().dropLast()))
        .replacingOccurrences(of: "CURRENT", with: tag)
      let response = try await client.get(Self.searchPath, headers: [("If-None-Match", value)])
      #expect(response.status == 200, "If-None-Match: \(value)")
      #expect(response.header("ETag") == tag)
      #expect(try response.totalCount() != nil)
    }
  }

  @Test("errors carry no ETag and are never 304, even for If-None-Match: *")
  func errorsAreNotConditional() async throws {
    try await withFixtureServer { client in
      let missing = try await client.get("/repos/nobody/nothing", headers: [("If-None-Match", "*")])
      #expect(missing.status == 404)
      #expect(missing.header("ETag") == nil)
      let invalid = try await client.get("/search/repositories", headers: [("If-None-Match", "*")])
      #expect(invalid.status == 422)
      #expect(invalid.header("ETag") == nil)
    }
  }
}
