import Foundation

/// Makes server text safe to show and log: one line, shortened, secrets removed.
enum ResponseText {
  /// The longest server message kept.
  static let messageLimit = 200
  /// The longest body snippet kept in ``HTTPLoadError/malformedResponse(status:snippet:reason:)``.
  static let snippetLimit = 120

  /// `text` on one line with runs of whitespace and control characters collapsed,
  /// shortened to `limit` characters (with `…`); `nil` when nothing is left.
  static func clean(_ text: String?, limit: Int = messageLimit) -> String? {
    guard let text else { return nil }
    var result = ""
    var pendingSpace = false
    for character in text {
      if character.isWhitespace || character.unicodeScalars.allSatisfy(isControl) {
        pendingSpace = !result.isEmpty
        continue
      }
      if pendingSpace { result.append(" ") }
      pendingSpace = false
      result.append(character)
      if result.count > limit { return String(result.prefix(limit)) + "…" }
    }
    return result.isEmpty ? nil : result
  }

  /// A short, one-line snippet of a body, for ``HTTPLoadError/malformedResponse(status:snippet:reason:)``.
  static func snippet(of body: Data) -> String {
    guard !body.isEmpty else { return "(empty body)" }
    let head = body.prefix(snippetLimit * 4)
    return clean(String(decoding: head, as: UTF8.self), limit: snippetLimit) ?? "(blank body)"
  }

  /// `text` with every occurrence of `secret` replaced by `<redacted>`.
  static func redact(_ text: String, _ secret: String?) -> String {
    guard let secret, !secret.isEmpty else { return text }
    return text.replacingOccurrences(of: secret, with: "<redacted>")
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
  }
}
