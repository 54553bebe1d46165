/// One generated issue, as the data set and the seed make it (comments posted while the
/// server runs are not part of it; ``IssueThread`` adds them).
struct IssueRecord: Sendable, Equatable {
  /// The number in its repository, `1…count`; the highest is the newest.
  var number: Int
  /// GitHub's global issue id (``IssueIdentifiers``).
  var id: Int
  var title: String
  /// The text, or nil for an issue opened without one.
  var body: String?
  var author: IssueParticipant
  var labels: [IssueLabel]
  /// When it was opened, in epoch seconds; later for a higher number.
  var createdAt: Int64
  /// How many comments the generator writes for it.
  var generatedCommentCount: Int
  /// The average seconds between two of its comments.
  var commentSpacing: Int64
}

/// One comment on an issue, generated or posted.
struct IssueCommentRecord: Sendable, Equatable {
  /// GitHub's global comment id (``IssueIdentifiers``).
  var id: Int
  var body: String
  var author: IssueParticipant
  /// When it was written, in epoch seconds; later for a later comment of the same issue.
  var createdAt: Int64
}
