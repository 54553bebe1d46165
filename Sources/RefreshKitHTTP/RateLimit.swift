public import Foundation

/// A response's rate limit, from GitHub-style `X-RateLimit-*` header fields.
///
/// `X-RateLimit-Limit`, `-Remaining` and `-Reset` (epoch seconds) are required;
/// `-Used` defaults to `limit - remaining` and `-Resource` to ``Resource/core``. Any field
/// that is repeated, negative, not a whole number, too large, a `remaining` above the
/// `limit` or a reset after the year 9999 makes the whole value `nil`: no rate limit is
/// better than a wrong one.
///
/// ```swift
/// let limit = RateLimit(headers: response.headers)
/// if let limit, limit.isExhausted { print("\(limit.resource.name) resets at \(limit.reset)") }
/// ```
public struct RateLimit: Hashable, Sendable {
  /// The pool of requests a limit counts (GitHub's `X-RateLimit-Resource`).
  ///
  /// ```swift
  /// RateLimit.Resource(name: "search")  // .search
  /// RateLimit.Resource(name: "scim")  // .other("scim")
  /// ```
  public enum Resource: Hashable, Sendable, CustomStringConvertible {
    /// The REST API (`core`), and servers that name no resource.
    case core
    /// Search, except code search (`search`).
    case search
    /// Code search (`code_search`).
    case codeSearch
    /// The GraphQL API (`graphql`).
    case graphql
    /// Any other resource, by the name the server sent.
    case other(String)

    /// The resource named `name`: a known case, else ``other(_:)``.
    public init(name: String) {
      switch name {
      case "core": self = .core
      case "search": self = .search
      case "code_search": self = .codeSearch
      case "graphql": self = .graphql
      default: self = .other(name)
      }
    }

    /// The name the server uses (`core`, `search`, `code_search`, `graphql`, …).
    public var name: String {
      switch self {
      case .core: "core"
      case .search: "search"
      case .codeSearch: "code_search"
      case .graphql: "graphql"
      case .other(let name): name
      }
    }

    /// ``name``.
    public var description: String { name }
  }

  /// Requests allowed per window.
  public var limit: Int
  /// Requests left in this window.
  public var remaining: Int
  /// Requests made in this window.
  public var used: Int
  /// When the window resets.
  public var reset: Date
  /// The pool this limit counts.
  public var resource: Resource

  /// Creates a rate limit.
  ///
  /// ```swift
  /// RateLimit(limit: 30, remaining: 0, used: 30, reset: resetDate, resource: .search)
  /// ```
  public init(limit: Int, remaining: Int, used: Int, reset: Date, resource: Resource) {
    self.limit = limit
    self.remaining = remaining
    self.used = used
    self.reset = reset
    self.resource = resource
  }

  /// Parses `X-RateLimit-*` fields (names case-insensitive); `nil` when a required one is
  /// missing or any is malformed.
  ///
  /// ```swift
  /// RateLimit(headers: ["X-RateLimit-Limit": "60", "X-RateLimit-Remaining": "0",
  ///                     "X-RateLimit-Reset": "1750000900"])?.isExhausted  // true
  /// ```
  public init?(headers: HTTPHeaderFields) {
    guard let limit = Self.count(headers, "x-ratelimit-limit"),
      let remaining = Self.count(headers, "x-ratelimit-remaining"), remaining <= limit,
      let resetSeconds = Self.count(headers, "x-ratelimit-reset"),
      resetSeconds <= Self.latestReset
    else { return nil }
    var used = limit - remaining
    if headers["x-ratelimit-used"] != nil {
      guard let sent = Self.count(headers, "x-ratelimit-used") else { return nil }
      used = sent
    }
    var resource = Resource.core
    if let name = headers["x-ratelimit-resource"] {
      let trimmed = name.trimmingCharacters(in: [" ", "\t"])
      guard !trimmed.isEmpty, trimmed.utf8.allSatisfy(Self.isResourceByte) else { return nil }
      resource = Resource(name: trimmed)
    }
    self.init(
      limit: limit, remaining: remaining, used: used,
      reset: Date(timeIntervalSince1970: TimeInterval(resetSeconds)), resource: resource)
  }

  /// Whether no request is left before ``reset``.
  public var isExhausted: Bool { remaining <= 0 }

  /// 9999-12-31T23:59:59Z in epoch seconds: the latest reset taken seriously.
  private static let latestReset = 253_402_300_799

  /// One field's value as ASCII digits fitting an `Int`; `nil` when absent, repeated or not.
  private static func count(_ headers: HTTPHeaderFields, _ name: String) -> Int? {
    let values = headers.values(for: name)
    guard values.count == 1, let value = values.first?.trimmingCharacters(in: [" ", "\t"]),
      !value.isEmpty, value.utf8.allSatisfy({ (0x30...0x39).contains($0) })
    else { return nil }
    return Int(value)
  }

  /// Letters, digits, `_`, `-` and `.`: what a resource name is made of.
  private static func isResourceByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, UInt8(ascii: "_"), UInt8(ascii: "-"),
      UInt8(ascii: "."):
      true
    default:
      false
    }
  }
}
