public import Foundation

/// An API token that never shows itself: descriptions, dumps and mirrors print `<redacted>`.
///
/// The client sends it as `Authorization: Bearer …` only to the configured API origin.
///
/// ```swift
/// let token = BearerToken(environment: "GITHUB_TOKEN")   // nil when unset or blank
/// let config = HTTPClientConfiguration.gitHub(token: token)
/// ```
public struct BearerToken: Hashable, Sendable, CustomStringConvertible,
  CustomDebugStringConvertible, CustomReflectable
{
  /// The secret; internal so that no public API can print it by accident.
  let secret: String

  /// Creates a token; `nil` when `secret` is empty, blank or spans lines.
  public init?(_ secret: String) {
    let trimmed = secret.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty, !trimmed.contains(where: \.isNewline) else { return nil }
    self.secret = trimmed
  }

  /// Reads a token from the environment variable `name`; `nil` when it is unset or blank.
  ///
  /// ```swift
  /// let token = BearerToken(environment: "GITHUB_TOKEN")
  /// ```
  public init?(
    environment name: String,
    in environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    guard let value = environment[name] else { return nil }
    self.init(value)
  }

  /// `<redacted>`.
  public var description: String { "<redacted>" }
  /// `BearerToken(<redacted>)`.
  public var debugDescription: String { "BearerToken(<redacted>)" }
  /// A mirror with no children, so `dump` shows nothing secret.
  public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }

  /// The `Authorization` header value.
  var authorizationValue: String { "Bearer \(secret)" }
}
