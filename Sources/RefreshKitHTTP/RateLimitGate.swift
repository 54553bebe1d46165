public import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Holds requests for a rate-limited resource until its limit resets, instead of sending
/// them to fail.
///
/// An ``HTTPClient`` given a gate tells it every response. A response whose
/// `X-RateLimit-Remaining` is `0` for a resource (see ``RateLimit``), or a 403/429 rate-limit
/// response that carries `X-RateLimit-*` fields, arms a hold until the reset (a
/// `Retry-After` wins for the 403/429; a reset more than a day away is not waited for). The
/// next request to a URL path that answered for that resource waits on `clock` until then,
/// reported through ``holds()`` as a ``RateLimitHold``, and is then sent; later ones go
/// straight through. A path that has not answered yet is sent, and its answer teaches the
/// gate its resource. Cancelling a held request ends its wait with
/// ``HTTPLoadError/cancelled``. Without rate-limit fields the gate never holds anything.
/// Share one gate among clients that share a token.
///
/// ```swift
/// let gate = RateLimitGate()
/// let client = HTTPClient(configuration: .gitHub(), rateLimitGate: gate)
/// Task { for await hold in await gate.holds() { print("paused until \(hold.until)") } }
/// ```
public actor RateLimitGate {
  private let clock: any Clock<Duration>
  private let now: @Sendable () -> Date
  /// The reset each exhausted resource waits for, by resource name.
  private var holdUntil: [String: Date] = [:]
  /// The resource each route (method, host and path) last answered for.
  private var resourceByRoute: [String: RateLimit.Resource] = [:]
  private var observers: [AsyncStream<RateLimitHold>.Continuation] = []

  /// Creates a gate that waits on `clock` and reads the wall time from `now`.
  ///
  /// ```swift
  /// let gate = RateLimitGate(clock: testClock, now: { fixedDate })
  /// ```
  public init(
    clock: any Clock<Duration> = ContinuousClock(),
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.clock = clock
    self.now = now
  }

  /// Until when requests for `resource` are held; `nil` when they are not.
  ///
  /// ```swift
  /// if let until = await gate.heldUntil(.search) { print("search resumes at \(until)") }
  /// ```
  public func heldUntil(_ resource: RateLimit.Resource) -> Date? {
    guard let until = holdUntil[resource.name], until > now() else { return nil }
    return until
  }

  /// A stream of every hold from now on: one ``RateLimitHold`` each time a request starts
  /// waiting. Each call makes a new stream; it ends when the gate is released.
  ///
  /// ```swift
  /// for await hold in await gate.holds() { showPaused(hold.resource, until: hold.until) }
  /// ```
  public func holds() -> AsyncStream<RateLimitHold> {
    let (stream, continuation) = AsyncStream.makeStream(of: RateLimitHold.self)
    observers.append(continuation)
    return stream
  }

  /// Waits while the resource `request` last answered for is held; then returns.
  func admit(_ request: URLRequest) async throws(HTTPLoadError) {
    let route = Self.route(of: request)
    while let resource = resourceByRoute[route], let until = holdUntil[resource.name] {
      let seconds = until.timeIntervalSince(now())
      guard seconds > 0 else {
        holdUntil[resource.name] = nil
        return
      }
      let wait = Duration.milliseconds(Int64(min((seconds * 1000).rounded(.up), 1e15)))
      // The deadline is fixed before the report: a clock moved past it as soon as the
      // report arrives cannot leave the sleep waiting.
      let clock = self.clock  // a local: Swift opens it for the generic call, a property not
      let sleepUntilDeadline = sleepUntil(clock, after: wait)
      report(RateLimitHold(resource: resource, until: until))
      do {
        try await sleepUntilDeadline()
      } catch {
        throw .cancelled
      }
      if holdUntil[resource.name] == until { holdUntil[resource.name] = nil }
    }
  }

  /// Learns which resource `request` counts against, and arms a hold when `response` says
  /// the limit is used up or is a rate-limit failure.
  func record(_ response: HTTPTransportResponse, for request: URLRequest, receivedAt: Date) {
    guard let limit = RateLimit(headers: response.headers) else { return }
    let name = limit.resource.name
    let route = Self.route(of: request)
    if resourceByRoute[route] == nil, resourceByRoute.count >= Self.routeLimit {
      resourceByRoute.removeAll()  // bounded: forgotten routes are learned again
    }
    resourceByRoute[route] = limit.resource
    var until: Date?
    if case .rateLimited(_, let resetAt, _) = HTTPLoadError(response: response, now: receivedAt) {
      until = resetAt ?? limit.reset
    } else if limit.isExhausted {
      until = limit.reset
    }
    if let wanted = until, wanted.timeIntervalSince(receivedAt) > Self.longestHold {
      until = nil  // not a reset to wait for: the request is sent and fails as it would
    }
    if let until {
      holdUntil[name] = max(until, holdUntil[name] ?? until)
    } else if let held = holdUntil[name], limit.reset > held {
      holdUntil[name] = nil  // a new window began with requests left
    }
  }

  /// A day: a reset further away is not waited for.
  private static let longestHold: TimeInterval = 86_400
  /// The most routes remembered.
  private static let routeLimit = 1_024

  private func report(_ hold: RateLimitHold) {
    observers.removeAll { continuation in
      if case .terminated = continuation.yield(hold) { return true }
      return false
    }
  }

  /// Method, host, port and path: requests for the same list differ only in their query.
  private static func route(of request: URLRequest) -> String {
    let url = request.url
    let port = url?.port.map { ":\($0)" } ?? ""
    return "\(request.httpMethod ?? "GET") \(url?.host ?? "")\(port)\(url?.path ?? "")"
  }

  deinit {
    for observer in observers { observer.finish() }
  }
}

/// A sleep on `clock` until `duration` from the clock's present moment, fixed now.
private func sleepUntil<C: Clock<Duration>>(_ clock: C, after duration: Duration)
  -> @Sendable () async throws -> Void
{
  let deadline = clock.now.advanced(by: duration)
  return { try await clock.sleep(until: deadline, tolerance: nil) }
}
