/// A response's header fields: ordered, repeatable, looked up case-insensitively.
///
/// ```swift
/// let headers: HTTPHeaderFields = ["Retry-After": "60", "Link": "<…>; rel=next"]
/// headers["retry-after"]        // "60"
/// headers.values(for: "link")   // every Link field, in order
/// ```
public struct HTTPHeaderFields: Hashable, Sendable, ExpressibleByDictionaryLiteral, Sequence {
  /// One header field as received.
  public struct Field: Hashable, Sendable {
    /// The name, as the server spelled it.
    public var name: String
    /// The value.
    public var value: String

    /// Creates a field.
    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  /// Every field, in order.
  public private(set) var fields: [Field]

  /// Creates header fields from `fields`, keeping their order and repetitions.
  public init(_ fields: [Field] = []) {
    self.fields = fields
  }

  /// Creates header fields from a literal.
  public init(dictionaryLiteral elements: (String, String)...) {
    self.init(elements.map { Field(name: $0.0, value: $0.1) })
  }

  /// Every value of the fields named `name` (case-insensitive), in order.
  public func values(for name: String) -> [String] {
    let wanted = name.lowercased()
    return fields.filter { $0.name.lowercased() == wanted }.map(\.value)
  }

  /// The values of the fields named `name`, joined with `", "`; `nil` when there is none.
  public subscript(name: String) -> String? {
    let values = values(for: name)
    return values.isEmpty ? nil : values.joined(separator: ", ")
  }

  /// Appends a field.
  public mutating func append(name: String, value: String) {
    fields.append(Field(name: name, value: value))
  }

  /// Iterates the fields in order.
  public func makeIterator() -> IndexingIterator<[Field]> {
    fields.makeIterator()
  }
}
