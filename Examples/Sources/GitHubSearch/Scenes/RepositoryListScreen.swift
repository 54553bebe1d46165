import RefreshKit
import RefreshKitSections
import TerminalUI

/// A list of repositories that refreshes and pages through a RefreshKit `Pager`: the search
/// results and an owner's repositories.
///
/// Moving the selection near the end loads the next page; Enter hands the selected
/// repository to `open` (which pushes the next scene); `r` refreshes, or retries a failure.
/// An owner's list groups its repositories under the first letter of their names, a header
/// line per letter, and its footer counts the sections loaded. `f` hides forks, or shows them
/// again: a local filter, with no request, that keeps the selected row on its line and keeps
/// loading while the rows it leaves do not reach the screen; the footer says it is on.
///
/// ```swift
/// let screen = RepositoryListScreen(
///   list: viewModel.list, title: { "Repositories of apple" }, open: { viewModel.open($0) })
/// ```
@MainActor
public final class RepositoryListScreen: BrowserScreen {
  /// The rows, their paging and what to show while loading.
  public let list: RepositoryListModel
  /// Terminal rows of repositories, in sections keyed by a letter (or one without a header).
  public typealias Rows = TerminalSectionedList<
    GitHubTarget, RepositoryListCursor, Repository, String, Never
  >
  /// The list's pager as terminal rows: the binding's decisions and the viewport.
  public let rows: Rows
  /// Whether the rows are grouped under the first letter of their names (an owner's list).
  public let groupsByLetter: Bool
  /// Whether forks are hidden (`f`).
  public private(set) var hidesForks = false
  private let title: @MainActor () -> String
  private let open: @MainActor (Repository) -> String?
  /// What the last `s` pressed here says.
  public let stars: StarFeedback

  /// Creates a list screen; nothing loads before ``start()``.
  ///
  /// - Parameters:
  ///   - open: Pushes the scene for a repository; returns an error message, if any.
  ///   - stars: Stars and unstars the selected repository on `s` (not available by default).
  ///   - groupsByLetter: Groups the rows under the first letter of their names (see
  ///     ``RepositorySections``).
  public init(
    list: RepositoryListModel,
    title: @escaping @MainActor () -> String,
    open: @escaping @MainActor (Repository) -> String?,
    stars: StarFeedback = StarFeedback(entities: nil),
    groupsByLetter: Bool = false
  ) {
    self.list = list
    self.groupsByLetter = groupsByLetter
    self.rows = TerminalSectionedList(
      pager: list.pager, layout: RepositorySections.layout(groupedByLetter: groupsByLetter),
      headerTitle: groupsByLetter ? { RepositorySections.header(for: $0) } : { _ in nil })
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
    case .toggleForkFilter:
      hidesForks.toggle()
      let hidesForks = hidesForks
      rows.setFilter { RepositorySections.isShown($0, hidesForks: hidesForks) }
      return nil
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
      let count = rowCount
      let repositories =
        count == 1 ? "1 repository" : "\(RepositoryFormatter.grouped(count)) repositories"
      let line =
        notice?.hasPrefix("offline") == true
        ? "\(RepositoryFormatter.grouped(count)) cached repositories — no more pages offline"
        : rows.footerLine(count: repositories) ?? ""
      return RepositorySections.footer(
        line, sections: groupsByLetter ? rows.sectionCount : nil,
        hiddenForks: hidesForks ? list.pager.items.count - rows.shownItemCount : nil)
    }
  }

  /// The rows the list has, held or not (placeholders for rows not held), shown or hidden.
  public var rowCount: Int {
    let pager = list.pager
    return pager.placeholdersBefore + pager.items.count + pager.placeholdersAfter
  }
}
