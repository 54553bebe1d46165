/// An issue as the server shows it now: its generated comments, then the ones posted while the
/// server runs.
///
/// ```swift
/// let thread = IssueThread(
///   repository: repository, issue: issue, posted: posted.comments(on: key), generator: generator)
/// let newest = thread.comments(in: thread.commentCount - 1..<thread.commentCount)
/// ```
struct IssueThread: Sendable {
  let repository: Repository
  let issue: IssueRecord
  /// The comments posted on it, the oldest first.
  let posted: [IssueCommentRecord]
  let generator: IssueGenerator

  /// All its comments: generated and posted (GitHub's `comments`).
  var commentCount: Int { issue.generatedCommentCount + posted.count }

  /// The comment at `position` (0-based, below ``commentCount``), the oldest first.
  func comment(at position: Int) -> IssueCommentRecord {
    position < issue.generatedCommentCount
      ? generator.comment(at: position, of: issue, in: repository)
      : posted[position - issue.generatedCommentCount]
  }

  /// The comments at `positions`, the oldest first.
  func comments(in positions: Range<Int>) -> [IssueCommentRecord] {
    positions.map(comment(at:))
  }

  /// When the last generated comment was written; the issue's creation when there is none.
  var lastGeneratedCommentDate: Int64 {
    issue.generatedCommentCount == 0
      ? issue.createdAt : comment(at: issue.generatedCommentCount - 1).createdAt
  }

  /// GitHub's `updated_at`: the last comment's time, or the creation without comments.
  var updatedAt: Int64 {
    commentCount == 0 ? issue.createdAt : comment(at: commentCount - 1).createdAt
  }
}
