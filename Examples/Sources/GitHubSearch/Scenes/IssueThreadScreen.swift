import RefreshKit
import RefreshKitSections
import TerminalUI

/// An issue's comments as a chat: it opens at the newest comment, and scrolling up loads
/// older ones above without moving the rows on screen (the row under the cursor stays on
/// its line). A dimmed day line (``CommentDay``) stands between comments of different days,
/// and stays in place with them while older pages load above. `c` writes a comment: it shows at once and is rolled back, with the reason,
/// when the server refuses it.
///
/// ```swift
/// let screen = IssueThreadScreen(thread: thread)
/// screen.start()
/// _ = screen.handle(.compose, visibleRows: 20)
/// for character in "Thanks!" { _ = screen.handle(.insert(character), visibleRows: 20) }
/// _ = screen.handle(.send, visibleRows: 20)
/// ```
@MainActor
public final class IssueThreadScreen: BrowserScreen {
  /// The comments and the writing of new ones.
  public let thread: IssueThreadViewModel
  /// The comments as terminal rows with day lines between days, opened at the last one.
  public let rows: TerminalSectionedList<IssueReference, Int, IssueComment, Int, CommentDay>
  /// The comment being written, or `nil` when none is.
  public private(set) var draft: String?

  /// Creates the screen; nothing loads before ``start()``.
  public init(thread: IssueThreadViewModel) {
    self.thread = thread
    self.rows = TerminalSectionedList(
      pager: thread.pager, layout: Self.layout, startsAtEnd: true, separatorText: \.line)
  }

  /// The thread's keys, or typing while a comment is written.
  public var keyContext: KeyContext { draft == nil ? .thread : .composer }

  /// The comments.
  public var inspectedLists: [InspectedList] {
    [
      InspectedList(
        name: "comments of \(thread.reference)", pager: thread.pager, events: thread.events)
    ]
  }

  /// Shows the pager, loading the page of the newest comment.
  public func start() { rows.start() }

  /// Moves, refreshes, or writes and sends a comment.
  public func handle(_ command: BrowserCommand, visibleRows: Int) -> String? {
    if rows.move(command, visibleRows: visibleRows) { return nil }
    switch command {
    case .refresh:
      rows.retry()
    case .compose:
      draft = ""
    case .insert(let character):
      draft?.append(character)
    case .deleteBackward:
      if draft?.isEmpty == false { draft?.removeLast() }
    case .cancelEditing:
      draft = nil
    case .send:
      guard let text = draft, !text.allSatisfy(\.isWhitespace) else {
        return "Write something first"
      }
      draft = nil
      let thread = thread
      Task { await thread.post(text) }
      // The new comment is the last row: show it.
      _ = rows.move(.moveToBottom, visibleRows: visibleRows)
    default:
      break
    }
    return nil
  }

  /// The title, what loads above, the comments, and the draft or the footer.
  public func content(visibleRows: Int) -> ScreenContent {
    let status = [
      thread.refusal, thread.sending > 0 ? "sending…" : nil,
      thread.pager.presentation.header.line?.text,
      rows.prependHeaderLine(start: "— first comment —"),
    ]
    .compactMap { $0 }.joined(separator: " · ")
    return rows.content(
      title: thread.title, subtitle: status.isEmpty ? nil : status, visibleRows: visibleRows,
      format: Self.row
    ) {
      if let draft { return "Comment: \(draft)▏" }
      let total = max(thread.issue.commentCount, thread.pager.items.count)
      let count =
        "\(RepositoryFormatter.grouped(thread.pager.items.count)) of \(RepositoryFormatter.grouped(total)) comments"
      return rows.footerLine(count: count) ?? count
    }
  }

  /// The thread's rows: one section of comments, a day line between two comments of
  /// different days (``CommentDay/separator(before:after:)``).
  public static let layout = DerivedRowsLayout<IssueComment, Int, CommentDay>(
    sectionKey: { _ in 0 }, separator: CommentDay.separator(before:after:))

  /// One comment's row: author, time and the text on one line.
  public static func row(_ comment: IssueComment) -> String {
    let time = comment.isPending ? "sending…" : String(comment.createdAt.prefix(16))
    let text = comment.body.split(whereSeparator: \.isNewline).joined(separator: " ")
    return "\(comment.author)  \(time)  \(text)"
  }
}
