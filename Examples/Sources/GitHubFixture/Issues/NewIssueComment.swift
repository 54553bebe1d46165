import Foundation

/// The JSON body of `POST /repos/{owner}/{repo}/issues/{number}/comments`, checked the way
/// GitHub checks it.
///
/// ```swift
/// let text = try NewIssueComment.text(of: Data(#"{"body":"Thanks!"}"#.utf8))  // "Thanks!"
/// _ = try NewIssueComment.text(of: Data(#"{"body":"  "}"#.utf8))  // throws .commentBodyMissing
/// ```
enum NewIssueComment {
  /// The longest `body` GitHub accepts, in characters.
  static let maximumBodyLength = 65_536
  /// The most request bytes the fixture reads: the longest body, every character escaped.
  static let maximumRequestBytes = 1 << 20

  /// The comment's text in `data`, kept as written; GitHub's error when `data` is not a JSON
  /// object (400) or its `body` is missing, null, blank, not a string or too long (422).
  static func text(of data: Data) throws(APIError) -> String {
    let parsed: Any
    do {
      parsed = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw .problemsParsingJSON
    }
    guard let object = parsed as? [String: Any] else { throw .problemsParsingJSON }
    guard let value = object["body"], !(value is NSNull) else { throw .commentBodyMissing }
    guard let text = value as? String else { throw .commentBodyNotText }
    guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
      throw .commentBodyMissing
    }
    guard text.count <= maximumBodyLength else { throw .commentBodyTooLong }
    return text
  }
}
