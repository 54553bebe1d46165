public import Foundation

extension LinkHeader {
  /// Parses one `Link` header value; relative targets resolve against `baseURL`.
  ///
  /// ```swift
  /// let links = LinkHeader("</items?page=3>; rel=next", relativeTo: requestURL)
  /// ```
  ///
  /// A link-value that is malformed (no `<…>`, an unclosed `<` or quote, a parameter
  /// without a name, a relative target without a base) is skipped; parsing never traps.
  public init(_ value: String, relativeTo baseURL: URL? = nil) {
    self.init(values: [value], relativeTo: baseURL)
  }

  /// Parses several `Link` header fields of one response as one list, in order.
  ///
  /// ```swift
  /// let links = LinkHeader(values: response.headers.values(for: "Link"), relativeTo: url)
  /// ```
  public init(values: some Sequence<String>, relativeTo baseURL: URL? = nil) {
    var links: [Link] = []
    for value in values {
      var scanner = LinkHeaderScanner(value)
      while let raw = scanner.nextLinkValue() {
        if let link = Self.link(from: raw, baseURL: baseURL) { links.append(link) }
      }
    }
    self.init(links: links)
  }

  private static func link(from raw: LinkHeaderScanner.RawLink, baseURL: URL?) -> Link? {
    let reference = raw.target.trimmingCharacters(in: .whitespaces)
    guard let url = resolve(reference, against: baseURL) else { return nil }
    var parameters: [String: String] = [:]
    for (name, value) in raw.parameters where parameters[name] == nil {
      parameters[name] = value
    }
    let rel = parameters.removeValue(forKey: "rel") ?? ""
    // Split scalar by scalar: a space followed by a combining mark is one `Character`, yet
    // the space still separates two relation types (fuzz LinkHeader crash-46d03da7).
    let relations = rel.lowercased().unicodeScalars
      .split(whereSeparator: { $0 == " " || $0 == "\t" })
      .map { String(String.UnicodeScalarView($0)) }
    return Link(url: url, relations: relations, parameters: parameters)
  }

  /// Resolves a URI-reference; `nil` when it is not a URL or is relative with no base.
  private static func resolve(_ reference: String, against baseURL: URL?) -> URL? {
    if let absolute = URL(string: reference), absolute.scheme != nil {
      return absolute
    }
    guard let baseURL, let relative = URL(string: reference, relativeTo: baseURL) else {
      return nil
    }
    let resolved = relative.absoluteURL
    return resolved.scheme == nil ? nil : resolved
  }
}
