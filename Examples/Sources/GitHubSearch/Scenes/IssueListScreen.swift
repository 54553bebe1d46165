import RefreshKit
import TerminalUI

/// A repository's open issues, newest first (`i` on the detail): a list that pages forward
/// through a RefreshKit `Pager`; Enter opens the selected issue's thread, `r` refreshes or
/// retries.
///
/// ```swift
/// let screen = IssueListScreen(viewModel: issues)
/// screen.start()
/// screen.content(visibleRows: 20).rows.first   // "#312  Crash when …  (318 comments)  by octocat"
/// ```
@MainActor
public final class IssueListScreen: BrowserScreen {
  /// The issues and what opens a thread.
  public let viewModel: IssueListViewModel
  /// The issues as terminal rows.
  public let rows: TerminalPagerList<BrowserTargetInfo, Int, Issue>

  /// Creates the screen; nothing loads before ``start()``.
  public init(viewModel: IssueListViewModel) {
    self.viewModel = viewModel
    self.rows = TerminalPagerList(pager: viewModel.pager)
  }

  /// Issues are browsed as a list.
  public var keyContext: KeyContext { .list }

  /// The issues.
  public var inspectedLists: [InspectedList] {
    [InspectedList(name: viewModel.title, pager: viewModel.pager, events: viewModel.events)]
  }

  /// Shows the pager, loading the first page.
  public func start() { rows.start() }

  /// Moves, opens the selected issue's thread, or refreshes.
  public func handle(_ command: BrowserCommand, visibleRows: Int) -> String? {
    if rows.move(command, visibleRows: visibleRows) { return nil }
    switch command {
    case .open:
      guard let issue = rows.selectedItem else { return "Nothing to open yet" }
      return viewModel.openThread(issue)
    case .refresh:
      rows.retry()
      return nil
    default:
      return nil
    }
  }

  /// The title, the issues with the selection, and the footer.
  public func content(visibleRows: Int) -> ScreenContent {
    rows.content(
      title: viewModel.title, subtitle: viewModel.pager.presentation.header.line?.text,
      visibleRows: visibleRows, format: Self.row
    ) {
      let count = rows.rowCount
      return rows.footerLine(
        count: count == 1 ? "1 issue" : "\(RepositoryFormatter.grouped(count)) issues") ?? ""
    }
  }

  /// One issue's row: number, title, comment count and author.
  public static func row(_ issue: Issue) -> String {
    let comments = issue.commentCount == 1 ? "1 comment" : "\(issue.commentCount) comments"
    return "#\(issue.number)  \(issue.title)  (\(comments))  by \(issue.author)"
  }
}
