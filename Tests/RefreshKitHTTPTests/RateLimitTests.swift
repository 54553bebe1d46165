import Foundation
import RefreshKitHTTP
import Testing

@Suite("RateLimit: typed X-RateLimit-* fields, nil when malformed")
struct RateLimitTests {
  static let gitHub: HTTPHeaderFields = [
    "x-ratelimit-limit": "30", "x-ratelimit-remaining": "0", "x-ratelimit-used": "30",
    "x-ratelimit-reset": "1750000900", "x-ratelimit-resource": "search",
  ]

  @Test("GitHub's five fields parse to a typed limit")
  func gitHubFields() throws {
    let limit = try #require(RateLimit(headers: Self.gitHub))
    #expect(
      limit
        == RateLimit(
          limit: 30, remaining: 0, used: 30, reset: Date(timeIntervalSince1970: 1_750_000_900),
          resource: .search))
    #expect(limit.isExhausted)
  }

  @Test("names are case-insensitive; used defaults to limit - remaining, resource to core")
  func defaults() throws {
    let limit = try #require(
      RateLimit(
        headers: [
          "X-RateLimit-Limit": "60", "X-RATELIMIT-REMAINING": " 59 ", "X-RateLimit-Reset": "0",
        ]
      ))
    #expect(limit.used == 1)
    #expect(limit.resource == .core)
    #expect(!limit.isExhausted)
    #expect(limit.reset == Date(timeIntervalSince1970: 0))
  }

  @Test(
    "resource names map to cases, anything else to other",
    arguments: [
      ("core", RateLimit.Resource.core), ("search", .search), ("code_search", .codeSearch),
      ("graphql", .graphql), ("integration_manifest", .other("integration_manifest")),
    ])
  func resources(name: String, resource: RateLimit.Resource) throws {
    var headers = Self.gitHub
    headers = HTTPHeaderFields(headers.filter { $0.name != "x-ratelimit-resource" })
    headers.append(name: "X-RateLimit-Resource", value: name)
    #expect(RateLimit(headers: headers)?.resource == resource)
    #expect(resource.name == name)
    #expect(RateLimit.Resource(name: name) == resource)
  }

  @Test(
    "a malformed or missing field makes the whole limit nil",
    arguments: [
      ("x-ratelimit-limit", "-1"), ("x-ratelimit-limit", "sixty"), ("x-ratelimit-limit", ""),
      ("x-ratelimit-remaining", "31"), ("x-ratelimit-remaining", "+0"),
      ("x-ratelimit-remaining", "0.0"), ("x-ratelimit-reset", "1750000900.5"),
      ("x-ratelimit-reset", "1e300"), ("x-ratelimit-reset", "253402300800"),
      ("x-ratelimit-reset", "99999999999999999999999"), ("x-ratelimit-used", "many"),
      ("x-ratelimit-resource", "sea rch"), ("x-ratelimit-resource", ""),
      ("x-ratelimit-resource", "search\u{0}"), ("x-ratelimit-limit", "٣٠"),
    ])
  func malformed(name: String, value: String) {
    var headers = HTTPHeaderFields(Self.gitHub.filter { $0.name != name })
    headers.append(name: name, value: value)
    #expect(RateLimit(headers: headers) == nil)
  }

  @Test("a required field missing, or a field sent twice, is no rate limit")
  func missingOrRepeated() {
    for name in ["x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset"] {
      #expect(RateLimit(headers: HTTPHeaderFields(Self.gitHub.filter { $0.name != name })) == nil)
    }
    var repeated = Self.gitHub
    repeated.append(name: "X-RateLimit-Remaining", value: "0")
    #expect(RateLimit(headers: repeated) == nil)
    #expect(RateLimit(headers: [:]) == nil)
  }
}
