import Foundation

/// GitHub's error body: `{"message": "...", "errors": [...], "documentation_url": "..."}`.
///
/// Decoding is lenient: `errors` entries may be objects or plain strings, unknown
/// entries are skipped, and a body that is not such an object decodes to `nil`.
struct GitHubErrorBody: Decodable {
  var message: String?
  var errors: [HTTPLoadError.ValidationIssue]

  private enum CodingKeys: String, CodingKey {
    case message, errors
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    message = try? container.decodeIfPresent(String.self, forKey: .message)
    var issues: [HTTPLoadError.ValidationIssue] = []
    if var list = try? container.nestedUnkeyedContainer(forKey: .errors) {
      while !list.isAtEnd {
        if let issue = try? list.decode(HTTPLoadError.ValidationIssue.self) {
          issues.append(issue)
        } else if let text = try? list.decode(String.self) {
          issues.append(HTTPLoadError.ValidationIssue(message: text))
        } else if (try? list.decode(Skipped.self)) == nil {
          break
        }
      }
    }
    errors = issues
  }

  /// Parses `body`; `nil` when it is not a JSON object.
  static func parse(_ body: Data) -> GitHubErrorBody? {
    try? JSONDecoder().decode(GitHubErrorBody.self, from: body)
  }

  /// Consumes one element of any type.
  private struct Skipped: Decodable {
    init(from decoder: any Decoder) throws {}
  }
}
