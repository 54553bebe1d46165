public import Foundation

/// Why a request waits instead of being sent: its resource's rate limit is used up until
/// ``until``. A ``RateLimitGate`` reports one each time it starts holding a request, so a
/// screen can say "Search is paused until 14:05" instead of showing an error.
///
/// ```swift
/// for await hold in gate.holds() {
///   banner = "\(hold.resource.name) resumes at \(hold.until.formatted(date: .omitted, time: .shortened))"
/// }
/// ```
public struct RateLimitHold: Hashable, Sendable {
  /// The rate-limited pool (`search`, `core`, …).
  public var resource: RateLimit.Resource
  /// When the limit resets and the held request is sent.
  public var until: Date

  /// Creates a hold.
  public init(resource: RateLimit.Resource, until: Date) {
    self.resource = resource
    self.until = until
  }
}
