public import Foundation

/// The links of an HTTP `Link` header (RFC 8288), by relation.
///
/// Parsing never fails: a malformed link-value is skipped and the others are kept, so a
/// garbled header simply has no `next` link. Relation types and parameter names are
/// case-insensitive and stored lowercased; relative references are resolved against the
/// URL of the response they came with.
///
/// ```swift
/// let links = LinkHeader(
///   #"<https://api.github.com/search/repositories?q=swift&page=2>; rel="next", "#
///     + #"<https://api.github.com/search/repositories?q=swift&page=34>; rel="last""#)
/// links.next  // https://api.github.com/search/repositories?q=swift&page=2
/// links.last  // https://api.github.com/search/repositories?q=swift&page=34
/// ```
public struct LinkHeader: Hashable, Sendable {
  /// One link-value: a target URL, its relation types and its other parameters.
  public struct Link: Hashable, Sendable {
    /// The target, resolved against the base URL when it was relative.
    public var url: URL
    /// The relation types from `rel`, lowercased, in order (`rel="next last"` gives two).
    public var relations: [String]
    /// The other parameters by lowercased name, unquoted (`title`, `type`, `anchor`, …).
    ///
    /// A parameter that appears more than once keeps its first value, as RFC 8288 asks
    /// for `rel`. A parameter without a value maps to the empty string.
    public var parameters: [String: String]

    /// Creates a link.
    public init(url: URL, relations: [String], parameters: [String: String] = [:]) {
      self.url = url
      self.relations = relations
      self.parameters = parameters
    }

    /// Whether this link has `relation` among its relation types (case-insensitive).
    public func hasRelation(_ relation: String) -> Bool {
      relations.contains(relation.lowercased())
    }
  }

  /// Every well-formed link, in header order.
  public var links: [Link]

  /// Creates a header from links already parsed.
  public init(links: [Link]) {
    self.links = links
  }

  /// The URL of the first link with `relation` that describes the response itself.
  ///
  /// Links with an `anchor` parameter describe another resource and are skipped.
  public func url(for relation: String) -> URL? {
    links.first { $0.hasRelation(relation) && $0.parameters["anchor"] == nil }?.url
  }

  /// The `next` page, or `nil` on the last page (or when the header is malformed).
  public var next: URL? { url(for: "next") }
  /// The `prev` page.
  public var previous: URL? { url(for: "prev") ?? url(for: "previous") }
  /// The `first` page.
  public var first: URL? { url(for: "first") }
  /// The `last` page.
  public var last: URL? { url(for: "last") }
  /// Whether the header holds no usable link.
  public var isEmpty: Bool { links.isEmpty }
}
