import Hummingbird

/// Delays every response by `latency + uniform(0...jitter)` milliseconds.
///
/// It is the outermost middleware, so rate-limited and failed responses are delayed too.
struct LatencyMiddleware<Context: RequestContext>: RouterMiddleware {
  let faultSwitch: FaultSwitch
  let dice: FaultDice

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let faults = faultSwitch.current
    let jitter = await dice.integer(through: faults.jitterMilliseconds)
    let delay = max(0, faults.latencyMilliseconds) + jitter
    if delay > 0 {
      try await Task.sleep(for: .milliseconds(delay))
    }
    return try await next(request, context)
  }
}
