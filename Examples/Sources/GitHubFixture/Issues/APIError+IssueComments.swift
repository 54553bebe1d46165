/// GitHub's errors of `POST /repos/{owner}/{repo}/issues/{number}/comments`.
extension APIError {
  /// Where GitHub documents creating an issue comment.
  static let createIssueCommentDocumentation =
    "https://docs.github.com/rest/issues/comments#create-an-issue-comment"

  /// 401 when a comment is posted without a token.
  static let commentRequiresAuthentication = APIError(
    status: 401, message: "Requires authentication",
    documentationURL: createIssueCommentDocumentation)

  /// 400 when the request body is not a JSON object.
  static let problemsParsingJSON = APIError(
    status: 400, message: "Problems parsing JSON",
    documentationURL: createIssueCommentDocumentation)

  /// 413 when the request body is larger than the fixture reads.
  static let requestBodyTooLarge = APIError(
    status: 413, message: "Payload Too Large", documentationURL: createIssueCommentDocumentation)

  /// 422 when `body` is missing, null, empty or only whitespace.
  static let commentBodyMissing = commentValidationFailed(code: "missing_field")

  /// 422 when `body` is not a string.
  static let commentBodyNotText = commentValidationFailed(code: "invalid")

  /// 422 when `body` is longer than GitHub allows.
  static let commentBodyTooLong = commentValidationFailed(
    code: "custom",
    message: "body is too long (maximum is \(NewIssueComment.maximumBodyLength) characters)")

  private static func commentValidationFailed(code: String, message: String? = nil) -> APIError {
    APIError(
      status: 422, message: "Validation Failed",
      errors: [Detail(resource: "IssueComment", field: "body", code: code, message: message)],
      documentationURL: createIssueCommentDocumentation)
  }
}
