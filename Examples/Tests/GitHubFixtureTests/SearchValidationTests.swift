import Foundation
import Testing

@testable import GitHubFixture

/// GitHub's answers to search requests it refuses: the status and the exact error body.
@Suite(
  "Search validation: bad requests get GitHub's status and error body", .timeLimit(.minutes(3)))
struct SearchValidationTests {
  static let everything = "stars:>=0"
  static let searchDocs = "https://docs.github.com/v3/search/"

  private func expectBody(_ response: FixtureResponse, _ expected: [String: Any]) throws {
    let body = try response.jsonObject()
    #expect(NSDictionary(dictionary: body) == NSDictionary(dictionary: expected))
  }

  private func invalidQ(_ message: String) -> [String: Any] {
    [
      "message": "Validation Failed", "documentation_url": Self.searchDocs,
      "errors": [["resource": "Search", "field": "q", "code": "invalid", "message": message]],
    ]
  }

  @Test(
    "a key:value word whose key is no qualifier is searched as text, as on GitHub",
    arguments: ["foo:bar", "swift license:mit", "cache size:>1000"])
  func unknownQualifier(query: String) async throws {
    try await withFixtureServer { client in
      let response = try await client.search(query)
      #expect(response.status == 200)
      #expect(try response.totalCount() == 0)
    }
  }

  @Test("user: or org: naming no owner is 422 'cannot be searched'", arguments: ["user:", "org:"])
  func unknownOwner(qualifier: String) async throws {
    try await withFixtureServer { client in
      let response = try await client.search("cache \(qualifier)no-such-owner-here")
      #expect(response.status == 422)
      try expectBody(
        response,
        invalidQ(
          "The listed users and repositories cannot be searched either because the resources "
            + "do not exist or you do not have permission to view them."))
    }
  }

  @Test(
    "per_page out of range: above 100 is capped, zero, negative or not a number means 30",
    arguments: [("0", 30), ("-5", 30), ("abc", 30), ("1", 1), ("100", 100), ("101", 100)])
  func perPageOutOfRange(perPage: String, served: Int) async throws {
    try await withFixtureServer { client in
      let response = try await client.search(Self.everything, "&per_page=\(perPage)")
      #expect(response.status == 200)
      #expect(try response.items().count == served)
    }
  }

  @Test(
    "a page starting at result 1,000 or later is 422, however large the page number",
    arguments: [
      ("35", "30"), ("11", "100"), ("1001", "1"), ("9223372036854775807", "100"),
    ])
  func pageBeyondWindow(page: String, perPage: String) async throws {
    try await withFixtureServer { client in
      let response = try await client.search(Self.everything, "&page=\(page)&per_page=\(perPage)")
      #expect(response.status == 422)
      try expectBody(
        response,
        [
          "message": "Only the first 1000 search results are available",
          "documentation_url": Self.searchDocs,
        ])
    }
  }

  @Test("the last page inside the window is served", arguments: [("34", "30"), ("10", "100")])
  func lastPageInsideWindow(page: String, perPage: String) async throws {
    try await withFixtureServer { client in
      let response = try await client.search(Self.everything, "&page=\(page)&per_page=\(perPage)")
      #expect(response.status == 200)
      #expect(try response.items().isEmpty == false)
    }
  }

  /// Escapes that are not UTF-8; a bare `%zz` cannot be sent through this client, which
  /// re-encodes it as `%25zz` (``malformedEscapes()`` covers it below the HTTP layer).
  @Test(
    "percent-encoding that does not decode is 400 Bad Request",
    arguments: ["q=%E6%BC", "q=caf%C3", "q=swift&page=%FF", "q=swift&%C3%28=1"])
  func malformedEncoding(rawQuery: String) async throws {
    try await withFixtureServer { client in
      let response = try await client.get("/search/repositories?\(rawQuery)")
      #expect(response.status == 400)
      try expectBody(
        response, ["message": "Bad Request", "documentation_url": "https://docs.github.com/rest"])
    }
  }

  @Test("a query of more than 256 characters, qualifiers not counted, is 422")
  func queryTooLong() async throws {
    try await withFixtureServer { client in
      let longest = String(repeating: "a", count: 256)
      #expect(try await client.search(longest).status == 200)
      let words = Array(repeating: "cache", count: 43).joined(separator: " ")  // 257 characters
      let response = try await client.search(words)
      #expect(response.status == 422)
      try expectBody(response, invalidQ("The search is longer than 256 characters."))
      let huge = try await client.search(String(repeating: "swift ", count: 1_500))
      #expect(huge.status == 422)
    }
  }

  @Test("qualifiers do not count toward the 256 characters")
  func qualifiersNotCounted() async throws {
    try await withFixtureServer { client in
      let qualifiers = Array(repeating: "stars:>=0", count: 40).joined(separator: " ")
      let response = try await client.search("cache \(qualifiers)")
      #expect(response.status == 200)
    }
  }

  @Test("a % not followed by two hex digits, or escapes that are not UTF-8, do not decode")
  func malformedEscapes() {
    for raw in ["q=swift%2", "q=%zz", "q%=swift", "q=%E6%BC", "q=swift&page=%G1", "q=%"] {
      #expect(!PercentEncoding.isWellFormed(raw), "\(raw)")
    }
    for raw in ["q=swift", "q=%E6%BC%A2+caf%C3%A9", "q=a%2Bb&page=2", "", "q"] {
      #expect(PercentEncoding.isWellFormed(raw), "\(raw)")
    }
  }
}
