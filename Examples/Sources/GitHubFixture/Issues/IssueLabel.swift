/// A label on a generated issue: one of the labels GitHub gives every new repository.
///
/// ```swift
/// let label = IssueLabel.defaults[0]  // bug, d73a4a
/// label.id(in: repository)            // stable per repository and name
/// ```
struct IssueLabel: Sendable, Hashable {
  /// The name, e.g. `good first issue`.
  var name: String
  /// The colour as six hex digits without `#`.
  var color: String
  /// The description GitHub gives the default label.
  var description: String

  /// GitHub's default labels.
  static let defaults = [
    IssueLabel(name: "bug", color: "d73a4a", description: "Something isn't working"),
    IssueLabel(
      name: "documentation", color: "0075ca",
      description: "Improvements or additions to documentation"),
    IssueLabel(
      name: "duplicate", color: "cfd3d7", description: "This issue or pull request already exists"),
    IssueLabel(name: "enhancement", color: "a2eeef", description: "New feature or request"),
    IssueLabel(name: "good first issue", color: "7057ff", description: "Good for newcomers"),
    IssueLabel(name: "help wanted", color: "008672", description: "Extra attention is needed"),
    IssueLabel(
      name: "question", color: "d876e3", description: "Further information is requested"),
  ]

  /// The label's id in `repository`: GitHub numbers labels per repository.
  func id(in repository: Repository) -> Int {
    Int(FNV1a.hash("label:\(repository.id):\(name)") >> 20)
  }
}
