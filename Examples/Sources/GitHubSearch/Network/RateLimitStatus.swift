public import Foundation
import Observation
public import RefreshKitHTTP

/// What the header says about the API's rate limit: the last `X-RateLimit-*` fields seen, and
/// whether requests are held until the limit resets. A pool other than the REST API's (`core`)
/// is named: GitHub's search allows 30 requests a minute, the REST API 5,000 an hour.
///
/// ``BrowserServices/http(configuration:transport:perPage:rateLimitGate:)`` makes one for the
/// API host and feeds it every response; the app feeds it the holds of the host's
/// `RateLimitGate` (``follow(_:)``), and the header of every screen shows
/// ``notice(timeZone:)``.
///
/// ```swift
/// let status = RateLimitStatus()
/// status.record(RateLimit(limit: 5_000, remaining: 4_987, used: 13, reset: reset, resource: .core))
/// status.notice()   // "rate limit 4,987/5,000 · resets 14:05"
/// status.hold(RateLimitHold(resource: .search, until: reset))
/// status.notice()   // "search rate limit reached — waiting until 14:05"
/// ```
@MainActor
@Observable
public final class RateLimitStatus {
  /// The rate limit of the last response that sent one; `nil` before any did.
  public private(set) var latest: RateLimit?
  /// Until when requests are held, while they are.
  public private(set) var heldUntil: Date?
  /// The pool whose requests are held, while they are.
  public private(set) var heldResource: RateLimit.Resource?

  /// Creates a status that has seen nothing yet.
  nonisolated public init() {}

  /// Notes the rate limit of a response; one with requests left in the held pool ends the hold.
  ///
  /// ```swift
  /// status.record(limit)
  /// ```
  public func record(_ limit: RateLimit) {
    latest = limit
    if !limit.isExhausted, heldResource == nil || heldResource == limit.resource {
      heldUntil = nil
      heldResource = nil
    }
  }

  /// Notes that a request waits until `hold.until`.
  ///
  /// ```swift
  /// for await hold in await gate.holds() { status.hold(hold) }
  /// ```
  public func hold(_ hold: RateLimitHold) {
    heldUntil = max(hold.until, heldUntil ?? hold.until)
    heldResource = hold.resource
  }

  /// "rate limit 4,987/5,000 · resets 14:05" ("search rate limit 29/30 · …" for another pool
  /// than `core`), "rate limit reached — waiting until 14:05" while requests are held, or
  /// `nil` when the server sent no rate limit. Times are shown in `timeZone`.
  ///
  /// ```swift
  /// status.notice(timeZone: TimeZone(identifier: "UTC")!)
  /// ```
  public func notice(timeZone: TimeZone = .current) -> String? {
    if let heldUntil {
      return Self.name(heldResource ?? .core)
        + "rate limit reached — waiting until \(Self.clockTime(heldUntil, in: timeZone))"
    }
    guard let latest else { return nil }
    let remaining = RepositoryFormatter.grouped(latest.remaining)
    let limit = RepositoryFormatter.grouped(latest.limit)
    return Self.name(latest.resource)
      + "rate limit \(remaining)/\(limit) · resets \(Self.clockTime(latest.reset, in: timeZone))"
  }

  /// Notes every hold of `holds` (a `RateLimitGate`'s ``RateLimitGate/holds()``) until the
  /// stream ends (the gate is released) or the calling task is cancelled.
  ///
  /// ```swift
  /// let holds = await gate.holds()   // subscribed before any request is sent
  /// Task { await status.follow(holds) }
  /// ```
  public func follow(_ holds: AsyncStream<RateLimitHold>) async {
    for await hold in holds { self.hold(hold) }
  }

  /// The pool's name and a space, or nothing for `core` (the REST API).
  static func name(_ resource: RateLimit.Resource) -> String {
    resource == .core ? "" : "\(resource.name) "
  }

  /// `date` as "14:05" in `timeZone`.
  static func clockTime(_ date: Date, in timeZone: TimeZone) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.hour, .minute], from: date)
    let hour = parts.hour ?? 0
    let minute = parts.minute ?? 0
    return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
  }
}
