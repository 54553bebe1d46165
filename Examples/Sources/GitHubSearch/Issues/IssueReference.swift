/// Which issue: its repository and its number; the query of an issue thread's pager.
///
/// ```swift
/// let reference = IssueReference(owner: "apple", name: "swift", number: 42)
/// reference.description   // "apple/swift#42"
/// ```
public struct IssueReference: Hashable, Sendable, CustomStringConvertible {
  /// The repository's owner.
  public var owner: String
  /// The repository's name.
  public var name: String
  /// The issue's number.
  public var number: Int

  /// Creates a reference.
  public init(owner: String, name: String, number: Int) {
    self.owner = owner
    self.name = name
    self.number = number
  }

  /// `owner/name#number`.
  public var description: String { "\(owner)/\(name)#\(number)" }
}
