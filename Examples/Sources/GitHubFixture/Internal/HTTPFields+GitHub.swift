import HTTPTypes

/// Header names GitHub sends that `HTTPTypes` has no predefined constant for.
enum GitHubHeader {
  static let link = "Link"
  static let rateLimitLimit = "x-ratelimit-limit"
  static let rateLimitRemaining = "x-ratelimit-remaining"
  static let rateLimitReset = "x-ratelimit-reset"
  static let rateLimitUsed = "x-ratelimit-used"
  static let rateLimitResource = "x-ratelimit-resource"
  static let retryAfter = "retry-after"
  static let githubMediaType = "x-github-media-type"
  static let pollInterval = "x-poll-interval"
}

extension HTTPFields {
  /// Sets (replacing any existing value) the header named `name`.
  ///
  /// `name` is always one of the valid literals in ``GitHubHeader``, so the failable
  /// `HTTPField.Name` initializer never returns nil here.
  mutating func setGitHubHeader(_ name: String, _ value: String) {
    guard let fieldName = HTTPField.Name(name) else { return }
    self[fieldName] = value
  }

  /// Returns the value of the header named `name`, if present.
  func gitHubHeader(_ name: String) -> String? {
    guard let fieldName = HTTPField.Name(name) else { return nil }
    return self[fieldName]
  }
}

extension HTTPRequest {
  /// Whether the request carries a token, i.e. is authenticated as GitHub sees it; the
  /// fixture accepts any non-empty `Authorization` value.
  var carriesToken: Bool {
    headerFields[values: .authorization].contains { !$0.isEmpty }
  }
}
