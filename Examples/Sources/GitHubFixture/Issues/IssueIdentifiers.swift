/// The global ids of generated issues and comments, computed from the repository id, the
/// issue number and the comment's position, so that nothing is stored.
///
/// An issue's id is `repositoryID × 2048 + number` (numbers stay below
/// ``IssueGenerator/maximumIssueCount``), a generated comment's `issueID × 512 + position`
/// (threads stay below 512 generated comments). Posted comments count up from
/// ``firstPostedCommentID(in:)``, above every generated id. For GitHub's own repository ids
/// (below 2³³) every id stays below 2⁵³, exact in a JavaScript number too.
///
/// ```swift
/// let issue = IssueIdentifiers.issueID(repositoryID: 1_234, number: 5)
/// let comment = IssueIdentifiers.commentID(issueID: issue, position: 0)
/// ```
enum IssueIdentifiers {
  /// Issue numbers per repository id.
  static let numbersPerRepository = 2_048
  /// Generated comment positions per issue id.
  static let positionsPerIssue = 512

  /// The id of issue `number` of the repository `repositoryID`.
  static func issueID(repositoryID: Int, number: Int) -> Int {
    repositoryID &* numbersPerRepository &+ number
  }

  /// The id of the generated comment at `position` (0-based) of the issue `issueID`.
  static func commentID(issueID: Int, position: Int) -> Int {
    issueID &* positionsPerIssue &+ position
  }

  /// The first id for a comment posted to `dataset`: above every generated comment's id.
  static func firstPostedCommentID(in dataset: RepositoryDataset) -> Int {
    let largest = dataset.repositories.map(\.id).max() ?? 0
    return commentID(issueID: issueID(repositoryID: largest + 1, number: 0), position: 0)
  }
}
