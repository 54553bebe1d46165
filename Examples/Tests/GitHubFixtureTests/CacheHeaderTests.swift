import Foundation
import Testing

@Suite("Caching headers: Cache-Control and Vary as GitHub sends them", .timeLimit(.minutes(3)))
struct CacheHeaderTests {
  static let searchPath = "/search/repositories?q=cache&per_page=5"

  /// A core path that exists in the generated dataset.
  static func corePath() throws -> String {
    "/repos/\(try #require(generatedDataset.repositories.first).fullName)"
  }

  @Test("without a token, search and core answers are public, max-age=60, s-maxage=60")
  func publicWithoutToken() async throws {
    let paths = [Self.searchPath, try Self.corePath()]
    try await withFixtureServer { client in
      for path in paths {
        let response = try await client.get(path)
        #expect(response.status == 200, "\(path)")
        #expect(response.header("Cache-Control") == "public, max-age=60, s-maxage=60", "\(path)")
      }
    }
  }

  @Test("with a token, search and core answers are private, max-age=60, s-maxage=60")
  func privateWithToken() async throws {
    let paths = [Self.searchPath, try Self.corePath()]
    try await withFixtureServer { client in
      for path in paths {
        let response = try await client.get(path, headers: [("Authorization", "Bearer ghp_test")])
        #expect(response.status == 200, "\(path)")
        #expect(response.header("Cache-Control") == "private, max-age=60, s-maxage=60", "\(path)")
      }
    }
  }

  @Test("a 304 to a token carries the private Cache-Control")
  func privateNotModified() async throws {
    let token = ("Authorization", "token ghp_test")
    try await withFixtureServer { client in
      let fresh = try await client.get(Self.searchPath, headers: [token])
      let tag = try #require(fresh.header("ETag"))
      let revalidated = try await client.get(
        Self.searchPath, headers: [token, ("If-None-Match", tag)])
      #expect(revalidated.status == 304)
      #expect(revalidated.header("Cache-Control") == "private, max-age=60, s-maxage=60")
    }
  }

  @Test("successful GETs carry GitHub's two Vary fields")
  func vary() async throws {
    let path = try Self.corePath()
    try await withFixtureServer { client in
      let response = try await client.get(path)
      #expect(
        response.values("Vary") == [
          "Accept, Authorization, Cookie, X-GitHub-OTP",
          "Accept-Encoding, Accept, X-Requested-With",
        ])
    }
  }
}
