import HTTPTypes
import Hummingbird

/// Makes successful `GET`s revalidatable the way GitHub does.
///
/// Every `200` to a `GET` gets a strong `ETag` derived from its body bytes and its `Link`
/// (a posted comment that opens a new last page changes the tag of the old last page), GitHub's
/// `Cache-Control` (public, or private with a token; `max-age=60`) and GitHub's two `Vary`
/// fields. When the request's `If-None-Match` matches the tag (weak comparison, or `*`), the
/// answer is `304 Not Modified` with an empty body and only `ETag`, `Cache-Control` and `Vary`
/// (the rate-limit middleware outside adds its headers and does not count the 304). A
/// malformed `If-None-Match` is ignored. Errors and other methods pass through unchanged.
struct ConditionalGetMiddleware<Context: RequestContext>: RouterMiddleware {
  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let response = try await next(request, context)
    guard request.method == .get, response.status == .ok else { return response }
    let body = try await ResponseBodyCollector.collect(response)
    let tag = EntityTag(strongFor: body, link: response.headers.gitHubHeader(GitHubHeader.link))
    var validators = HTTPFields()
    validators[.eTag] = tag.fieldValue
    validators[.cacheControl] = GitHubCacheHeaders.cacheControl(for: request.head)
    validators[values: .vary] = GitHubCacheHeaders.vary
    if let condition = IfNoneMatch(fieldValues: request.headers[values: .ifNoneMatch]),
      condition.matches(tag)
    {
      var notModified = Response(status: .notModified, headers: validators)
      // RFC 9110 §8.6: a 304's Content-Length may only repeat the 200's; send none.
      notModified.headers[.contentLength] = nil
      return notModified
    }
    var headers = response.headers
    for name in [HTTPField.Name.eTag, .cacheControl, .vary] {
      headers[values: name] = validators[values: name]
    }
    return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: body))
  }
}
