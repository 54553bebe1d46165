import Hummingbird

/// Adds GitHub's `x-ratelimit-*` headers to every response and answers 403 with GitHub's
/// body and `retry-after` once the current window's allowance is used up.
///
/// Paths under `/search/` count against the `search` resource, everything else against `core`;
/// each anonymous IP address and each token is counted apart (``RateLimitClient``). The limit
/// is the ``FaultSwitch``'s at the time of each request.
///
/// A `304 Not Modified` is not counted, as on GitHub: its headers show the allowance as it was
/// before the request. A conditional request that matches is answered 304 even when the
/// allowance is used up (GitHub does the same); one that does not match then gets the 403.
struct RateLimitMiddleware: RouterMiddleware {
  typealias Context = FixtureRequestContext
  let limiter: RateLimiter
  let faultSwitch: FaultSwitch

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let resource = request.uri.path.hasPrefix("/search/") ? "search" : "core"
    let client = RateLimitClient(request: request.head, ipAddress: context.remoteIPAddress)
    let limit = faultSwitch.current.rateLimitPerMinute
    let counted = await limiter.consume(resource: resource, client: client, limit: limit)
    var reported = counted
    var response: Response
    if counted.allowed {
      response = try await next(request, context)
      if response.status == .notModified {
        reported = await limiter.refund(counted, resource: resource, client: client, limit: limit)
      }
    } else if let notModified = try await Self.notModified(request, context: context, next: next) {
      response = notModified
    } else {
      response = JSONResponse.make(client.rateLimitedError)
      response.headers.setGitHubHeader(GitHubHeader.retryAfter, String(counted.retryAfter))
    }
    response.headers.setGitHubHeader(GitHubHeader.rateLimitLimit, String(reported.limit))
    response.headers.setGitHubHeader(GitHubHeader.rateLimitRemaining, String(reported.remaining))
    response.headers.setGitHubHeader(GitHubHeader.rateLimitReset, String(reported.reset))
    response.headers.setGitHubHeader(GitHubHeader.rateLimitUsed, String(reported.used))
    response.headers.setGitHubHeader(GitHubHeader.rateLimitResource, resource)
    return response
  }

  /// Runs the route for a conditional request and returns its answer when that is a 304;
  /// nil for unconditional requests and for conditional ones that do not match.
  private static func notModified(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response? {
    guard request.headers[.ifNoneMatch] != nil else { return nil }
    let response = try await next(request, context)
    return response.status == .notModified ? response : nil
  }
}
