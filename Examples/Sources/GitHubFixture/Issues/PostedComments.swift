import Foundation
import NIOConcurrencyHelpers

/// The comments users posted, for as long as the server runs, per issue in posting order.
///
/// Ids count up from the first one given (above every generated comment's id,
/// ``IssueIdentifiers``); each comment is written at the server's clock, but never before a
/// second after the last comment of its issue, so that comment times keep increasing.
///
/// ```swift
/// let posted = PostedComments(firstID: 1 << 52)
/// let key = PostedComments.IssueKey(repositoryID: 7, number: 3)
/// let comment = posted.post("Thanks!", by: author, on: key, after: lastWritten, at: Date())
/// posted.comments(on: key)  // [comment]
/// ```
final class PostedComments: Sendable {
  /// One issue: its repository's id and its number.
  struct IssueKey: Hashable, Sendable {
    var repositoryID: Int
    var number: Int
  }

  private struct State {
    var comments: [IssueKey: [IssueCommentRecord]] = [:]
    var nextID: Int
  }

  private let state: NIOLockedValueBox<State>

  /// An empty book whose first comment gets the id `firstID`.
  init(firstID: Int) {
    state = NIOLockedValueBox(State(nextID: firstID))
  }

  /// The comments posted on `issue`, the oldest first.
  func comments(on issue: IssueKey) -> [IssueCommentRecord] {
    state.withLockedValue { $0.comments[issue] ?? [] }
  }

  /// Appends a comment with `body` by `author` to `issue` and returns it. It is written `now`,
  /// or a second after the later of `lastGenerated` (the issue's last generated comment or,
  /// without one, its creation) and the issue's last posted comment, when that is later.
  func post(
    _ body: String, by author: IssueParticipant, on issue: IssueKey, after lastGenerated: Int64,
    at now: Date
  ) -> IssueCommentRecord {
    state.withLockedValue { state in
      let previous = state.comments[issue]?.last?.createdAt ?? lastGenerated
      let written = max(Int64(now.timeIntervalSince1970.rounded(.down)), previous + 1)
      let comment = IssueCommentRecord(
        id: state.nextID, body: body, author: author, createdAt: written)
      state.nextID += 1
      state.comments[issue, default: []].append(comment)
      return comment
    }
  }
}
