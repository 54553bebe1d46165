/// Misbehaviour the fixture server injects to exercise a client's error handling.
///
/// Everything is off by default. Random decisions come from a PRNG seeded with the server's
/// seed, so a sequence of requests sent one at a time sees the same faults on every run.
///
/// ```swift
/// let faults = FaultConfiguration(latencyMilliseconds: 50, jitterMilliseconds: 20,
///                                 failureRate: 0.1, rateLimitPerMinute: 30)
/// ```
public struct FaultConfiguration: Sendable, Equatable {
  /// Fixed delay added to every response, in milliseconds.
  public var latencyMilliseconds: Int
  /// Upper bound of an extra uniformly random delay per response, in milliseconds.
  public var jitterMilliseconds: Int
  /// Probability (0…1) of answering 500, 502 or 503 with `{"message":"Server Error"}`.
  public var failureRate: Double
  /// Probability (0…1) of answering 200 with a truncated, invalid JSON body.
  public var malformedRate: Double
  /// Requests allowed per resource (`search`, `core`) and client (IP address or token) per
  /// 60-second window, which starts with the window's first request; nil is unlimited.
  /// `304 Not Modified` answers are not counted. Then 403 with GitHub's body.
  public var rateLimitPerMinute: Int?
  /// Probability (0…1) of answering a write (`POST`, `PUT`, `PATCH`, `DELETE`: a star, an
  /// unstar, a comment) with 500, 502 or 503, on top of `failureRate`: reads keep working
  /// while writes are refused.
  public var writeFailureRate: Double

  /// Creates a fault configuration; the defaults inject nothing.
  public init(
    latencyMilliseconds: Int = 0,
    jitterMilliseconds: Int = 0,
    failureRate: Double = 0,
    malformedRate: Double = 0,
    rateLimitPerMinute: Int? = nil,
    writeFailureRate: Double = 0
  ) {
    self.latencyMilliseconds = latencyMilliseconds
    self.jitterMilliseconds = jitterMilliseconds
    self.failureRate = failureRate
    self.malformedRate = malformedRate
    self.rateLimitPerMinute = rateLimitPerMinute
    self.writeFailureRate = writeFailureRate
  }

  /// No injected faults.
  public static let none = FaultConfiguration()
}
