import RefreshKit
import TerminalUI

/// A list of repositories that refreshes and pages through a RefreshKit `Pager`: the search
/// results and an owner's repositories.
///
/// Moving the selection near the end loads the next page; Enter hands the selected
/// repository to `open` (which pushes the next scene); `r` refreshes, or retries a failure.
///
/// ```swift
/// let screen = RepositoryListScreen(
///   list: viewModel.list, title: { "Repositories of apple" }, open: { viewModel.open($0) })
/// ```
@MainActor
public final class RepositoryListScreen: BrowserScreen {
  /// The rows, their paging and what to show while loading.
  public let list: RepositoryListModel
  /// The list's pager as terminal rows: the binding's decisions and the viewport.
  public let rows: TerminalPagerList<GitHubTarget, RepositoryListCursor, Repository>
  private let title: @MainActor () -> String
  private let open: @MainActor (Repository) -> String?
  /// What the last `s` pressed here says.
  public let stars: StarFeedback

  /// Creates a list screen; nothing loads before ``start()``.
  ///
  /// - Parameters:
  ///   - open: Pushes the scene for a repository; returns an error message, if any.
  ///   - stars: Stars and unstars the selected repository on `s` (not available by default).
  public init(
    list: RepositoryListModel,
    title: @escaping @MainActor () -> String,
    open: @escaping @MainActor (Repository) -> String?,
    stars: StarFeedback = StarFeedback(entities: nil)
  ) {
    self.list = list
    self.rows = TerminalPagerList(pager: list.pager)
    self.title = title
    self.open = open
    self.stars = stars
  }

  /// The repositories loaded so far.
  public var repositories: [Repository] { list.repositories }

  /// The selected row and the scroll position.
  public var viewport: ListViewport { rows.host.viewport }

  /// The selected repository, if the list has any.
  public var selectedRepository: Repository? { rows.selectedItem }

  /// Lists are browsed as lists.
  public var keyContext: KeyContext { .list }

  /// The list, named by its title.
  public var inspectedLists: [InspectedList] {
    [InspectedList(name: title(), pager: list.pager, events: list.events)]
  }

  /// Starts the first load, once, and shows the list's pager.
  public func start() {
    list.start()
    rows.start()
  }

  /// The selection goes back to the top: the list shows a new target.
  public func resetSelection() {
    rows.resetSelection()
  }

  /// Moves the selection, opens the selected row, or refreshes.
  public func handle(_ command: BrowserCommand, visibleRows: Int) -> String? {
    if rows.move(command, visibleRows: visibleRows) { return nil }
    switch command {
    case .open:
      guard let repository = selectedRepository else { return "Nothing to open yet" }
      return open(repository)
    case .refresh:
      list.retry()
      return nil
    case .toggleStar:
      return stars.toggle(selectedRepository?.id)
    default:
      return nil
    }
  }

  /// The title, the visible rows with the selection, and the footer.
  public func content(visibleRows: Int) -> ScreenContent {
    let notice = list.cacheNotice()
    let header = [
      stars.refusal, notice ?? list.presentation.header.line?.text, list.heldNotice,
    ]
    .compactMap { $0 }.joined(separator: " · ")
    return rows.content(
      title: title(), subtitle: header.isEmpty ? nil : header, visibleRows: visibleRows,
      format: RepositoryFormatter.row
    ) {
      let count = rows.rowCount
      let repositories =
        count == 1 ? "1 repository" : "\(RepositoryFormatter.grouped(count)) repositories"
      return notice?.hasPrefix("offline") == true
        ? "\(RepositoryFormatter.grouped(count)) cached repositories — no more pages offline"
        : rows.footerLine(count: repositories) ?? ""
    }
  }
}
