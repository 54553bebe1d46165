import Hummingbird

/// Adds GitHub's `x-ratelimit-*` headers to every response and answers 403 with
/// `retry-after` once the current window's allowance is used up.
///
/// Paths under `/search/` count against the `search` resource, everything else against `core`.
/// The limit is the ``FaultSwitch``'s at the time of each request.
struct RateLimitMiddleware: RouterMiddleware {
  typealias Context = FixtureRequestContext
  let limiter: RateLimiter
  let faultSwitch: FaultSwitch

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let resource = request.uri.path.hasPrefix("/search/") ? "search" : "core"
    let decision = await limiter.consume(
      resource: resource, limit: faultSwitch.current.rateLimitPerMinute)
    var response: Response
    if decision.allowed {
      response = try await next(request, context)
    } else {
      response = JSONResponse.make(.rateLimited(client: context.remoteIPAddress ?? "127.0.0.1"))
      response.headers.setGitHubHeader(GitHubHeader.retryAfter, String(decision.retryAfter))
    }
    response.headers.setGitHubHeader(GitHubHeader.rateLimitLimit, String(decision.limit))
    response.headers.setGitHubHeader(GitHubHeader.rateLimitRemaining, String(decision.remaining))
    response.headers.setGitHubHeader(GitHubHeader.rateLimitReset, String(decision.reset))
    response.headers.setGitHubHeader(GitHubHeader.rateLimitUsed, String(decision.used))
    response.headers.setGitHubHeader(GitHubHeader.rateLimitResource, resource)
    return response
  }
}
