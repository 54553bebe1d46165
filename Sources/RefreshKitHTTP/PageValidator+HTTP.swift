public import RefreshKit

extension PageValidator {
  /// The validator a response offers: its `ETag` (verbatim, strong or `W/`) and its
  /// `Last-Modified`; `nil` when it has neither.
  ///
  /// A malformed `ETag` (not one quoted entity-tag per RFC 9110 §8.8.3, say unquoted, with a
  /// space, or two of them) or a `Last-Modified` that is not an HTTP date is left out, so
  /// it is never sent back broken.
  ///
  /// ```swift
  /// let validator = PageValidator(responseHeaders: ["ETag": #"W/"5d8f""#])
  /// validator?.entityTag  // W/"5d8f"
  /// PageValidator(responseHeaders: ["ETag": "5d8f"])  // nil: not quoted
  /// ```
  public init?(responseHeaders headers: HTTPHeaderFields) {
    let entityTag = ValidatorSyntax.entityTag(headers["ETag"])
    let lastModified = ValidatorSyntax.httpDate(headers["Last-Modified"])
    guard entityTag != nil || lastModified != nil else { return nil }
    self.init(entityTag: entityTag, lastModified: lastModified)
  }
}
