import Hummingbird

/// Turns errors thrown by the router (unknown routes, wrong methods) into GitHub's JSON
/// error bodies instead of Hummingbird's defaults.
struct GitHubErrorMiddleware<Context: RequestContext>: RouterMiddleware {
  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    do {
      return try await next(request, context)
    } catch let error as HTTPError where error.status == .notFound {
      return JSONResponse.make(.notFound)
    } catch let error as HTTPError {
      return JSONResponse.make(
        APIError(status: error.status.code, message: error.body ?? error.status.reasonPhrase))
    } catch {
      return JSONResponse.make(.serverError(status: 500))
    }
  }
}
