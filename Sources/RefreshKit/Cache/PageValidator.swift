/// What a source said about a page so that it can be asked later "has it changed?": in HTTP,
/// the response's `ETag` and `Last-Modified`.
///
/// A ``Pager`` keeps the validator with each page (and a ``PageCache`` stores it), sends it
/// back in ``PageRequest/validator`` when it loads that page again, and keeps the page it
/// holds when the loader answers ``Page/unchanged(validator:freshUntil:)`` (HTTP 304).
///
/// ```swift
/// let validator = PageValidator(entityTag: #""5d8f""#)
/// #expect(validator.entityTag == #""5d8f""#)
/// ```
public struct PageValidator: Hashable, Sendable, Codable {
  /// An opaque tag of the page's content (HTTP `ETag`, quotes and `W/` prefix kept).
  public var entityTag: String?
  /// When the page last changed, as the source wrote it (HTTP `Last-Modified`).
  public var lastModified: String?

  /// Creates a validator; both parts are optional.
  public init(entityTag: String? = nil, lastModified: String? = nil) {
    self.entityTag = entityTag
    self.lastModified = lastModified
  }
}
