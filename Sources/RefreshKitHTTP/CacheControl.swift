public import Foundation

/// A response's `Cache-Control` (RFC 9111 §5.2): how long its page stays fresh and whether it
/// may be reused without asking the server again.
///
/// Parsing never traps and never guesses: directive names are case-insensitive, spaces
/// around directives are ignored, quoted values may hold commas, and unknown directives are
/// skipped. A `max-age` that is negative, not a number, too large for an `Int`, repeated
/// with another value, or sits next to a malformed directive gives no freshness at all
/// (RFC 9111 would cap a huge value at 2³¹ seconds; a client that revalidates loses nothing).
///
/// ```swift
/// let control = CacheControl("private, max-age=60")
/// control.maxAge  // 60
/// control.freshUntil(receivedAt: received)  // received + 60 s
/// CacheControl("no-cache, max-age=60").freshUntil(receivedAt: received)  // nil
/// ```
public struct CacheControl: Hashable, Sendable {
  /// `max-age`: seconds the response stays fresh after it was received.
  public var maxAge: Int?
  /// `s-maxage`: the same for shared caches (a client's own cache ignores it).
  public var sharedMaxAge: Int?
  /// `no-cache` (with or without a field list): reuse only after revalidating.
  public var noCache: Bool
  /// `no-store`: keep no copy.
  public var noStore: Bool
  /// `private`: only the user's own cache may keep it.
  public var isPrivate: Bool
  /// `public`: any cache may keep it.
  public var isPublic: Bool
  /// `must-revalidate`: once stale, never reuse without revalidating.
  public var mustRevalidate: Bool

  /// Creates a value from its directives.
  ///
  /// ```swift
  /// let control = CacheControl(maxAge: 60, isPrivate: true)
  /// ```
  public init(
    maxAge: Int? = nil, sharedMaxAge: Int? = nil, noCache: Bool = false, noStore: Bool = false,
    isPrivate: Bool = false, isPublic: Bool = false, mustRevalidate: Bool = false
  ) {
    self.maxAge = maxAge
    self.sharedMaxAge = sharedMaxAge
    self.noCache = noCache
    self.noStore = noStore
    self.isPrivate = isPrivate
    self.isPublic = isPublic
    self.mustRevalidate = mustRevalidate
  }

  /// Parses one `Cache-Control` field value; `nil` or garbage gives no directives.
  ///
  /// ```swift
  /// CacheControl(#"Max-Age="30", private="Set-Cookie, X-Id""#).maxAge  // 30
  /// ```
  public init(_ fieldValue: String?) {
    self.init()
    guard let fieldValue else { return }
    let (directives, hasMalformed) = CacheControlScanner.scan(fieldValue)
    var maxAges: [Int?] = []
    var sharedMaxAges: [Int?] = []
    for directive in directives {
      switch directive.name {
      case "max-age": maxAges.append(Self.deltaSeconds(directive.value))
      case "s-maxage": sharedMaxAges.append(Self.deltaSeconds(directive.value))
      case "no-cache": noCache = true
      case "no-store": noStore = true
      case "private": isPrivate = true
      case "public": isPublic = true
      case "must-revalidate": mustRevalidate = true
      default: continue  // unknown directives are ignored (RFC 9111 §5.2.3)
      }
    }
    maxAge = hasMalformed ? nil : Self.agreed(maxAges)
    sharedMaxAge = hasMalformed ? nil : Self.agreed(sharedMaxAges)
  }

  /// Parses every `Cache-Control` field of `headers` as one list.
  ///
  /// ```swift
  /// let control = CacheControl(headers: response.headers)
  /// ```
  public init(headers: HTTPHeaderFields) {
    self.init(headers["Cache-Control"])
  }

  /// Until when a response received at `receivedAt` is fresh: `receivedAt + max-age`;
  /// `nil` without a usable `max-age`, or with `no-cache` or `no-store`.
  ///
  /// ```swift
  /// CacheControl("max-age=0").freshUntil(receivedAt: received)  // received: stale at once
  /// ```
  public func freshUntil(receivedAt: Date) -> Date? {
    guard !noCache, !noStore, let maxAge, maxAge >= 0 else { return nil }
    let until = receivedAt.addingTimeInterval(TimeInterval(maxAge))
    return until.timeIntervalSinceReferenceDate.isFinite ? until : nil
  }

  /// RFC 9111 `delta-seconds`: ASCII digits only, fitting an `Int`.
  private static func deltaSeconds(_ value: String?) -> Int? {
    guard let value, !value.isEmpty,
      value.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    else { return nil }
    return Int(value)
  }

  /// The value when every occurrence is valid and they agree; else `nil`.
  private static func agreed(_ values: [Int?]) -> Int? {
    guard let first = values.first, let value = first else { return nil }
    return values.allSatisfy { $0 == value } ? value : nil
  }
}
