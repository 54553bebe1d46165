/// GitHub's error bodies, as the fixture returns them.
struct APIError: Encodable, Sendable, Error {
  /// One entry of a validation error's `errors` array.
  struct Detail: Encodable, Sendable {
    var resource: String
    var field: String
    var code: String
    /// A message for `invalid` / `custom` codes, or nil to omit it.
    var message: String?
  }

  /// The HTTP status code.
  var status: Int
  /// GitHub's `message`.
  var message: String
  /// Validation details, or nil to omit `errors`.
  var errors: [Detail]?
  /// GitHub's `documentation_url`, or nil to omit it.
  var documentationURL: String?

  private enum CodingKeys: String, CodingKey {
    case message, errors
    case documentationURL = "documentation_url"
  }

  /// 404 for unknown routes, owners and repositories.
  static let notFound = APIError(
    status: 404, message: "Not Found", documentationURL: "https://docs.github.com/rest")

  /// 401 for an endpoint of the authenticated user (`/user/starred…`) without a token.
  static let requiresAuthentication = APIError(
    status: 401, message: "Requires authentication",
    documentationURL: "https://docs.github.com/rest/activity/starring")

  /// 422 when `q` is missing or blank.
  static let missingQuery = APIError(
    status: 422,
    message: "Validation Failed",
    errors: [Detail(resource: "Search", field: "q", code: "missing")],
    documentationURL: "https://docs.github.com/v3/search"
  )

  /// 422 when the query's text, qualifiers not counted, is longer than 256 characters.
  static let queryTooLong = APIError(
    status: 422,
    message: "Validation Failed",
    errors: [
      Detail(
        resource: "Search", field: "q", code: "invalid",
        message: "The search is longer than 256 characters.")
    ],
    documentationURL: "https://docs.github.com/v3/search/"
  )

  /// 422 when a `user:` or `org:` qualifier names an owner that does not exist.
  static let ownersCannotBeSearched = APIError(
    status: 422,
    message: "Validation Failed",
    errors: [
      Detail(
        resource: "Search", field: "q", code: "invalid",
        message: "The listed users and repositories cannot be searched either because the "
          + "resources do not exist or you do not have permission to view them.")
    ],
    documentationURL: "https://docs.github.com/v3/search/"
  )

  /// 400 for a query string that cannot be decoded (a `%` not followed by two hex digits, or
  /// escapes that are not UTF-8).
  static let badRequest = APIError(
    status: 400, message: "Bad Request", documentationURL: "https://docs.github.com/rest")

  /// 422 for pages beyond the first 1,000 search results.
  static let beyondSearchWindow = APIError(
    status: 422,
    message: "Only the first 1000 search results are available",
    documentationURL: "https://docs.github.com/v3/search/"
  )

  /// 403 once the rate limit of anonymous requests from the IP address `client` is exhausted.
  static func rateLimited(client: String) -> APIError {
    APIError(
      status: 403,
      message: "API rate limit exceeded for \(client). (But here's the good news: "
        + "Authenticated requests get a higher rate limit. Check out the documentation for "
        + "more details.)",
      documentationURL:
        "https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting"
    )
  }

  /// 403 once the rate limit of the authenticated user `userID` is exhausted.
  static func rateLimited(userID: UInt64) -> APIError {
    APIError(
      status: 403,
      message: "API rate limit exceeded for user ID \(userID).",
      documentationURL:
        "https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting"
    )
  }

  /// An injected 5xx failure.
  static func serverError(status: Int) -> APIError {
    APIError(status: status, message: "Server Error")
  }
}
