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
  /// The selected row and the scroll position.
  public private(set) var viewport = ListViewport()
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
    self.title = title
    self.open = open
    self.stars = stars
  }

  /// The repositories loaded so far.
  public var repositories: [Repository] { list.repositories }

  /// The selected repository, if the list has any.
  public var selectedRepository: Repository? {
    list.repository(atRow: viewport.selected)
  }

  /// Lists are browsed as lists.
  public var keyContext: KeyContext { .list }

  /// Starts the first load, once.
  public func start() {
    list.start()
  }

  /// The selection goes back to the top: the list shows a new target.
  public func resetSelection() {
    viewport.reset()
  }

  /// Moves the selection, opens the selected row, or refreshes.
  public func handle(_ command: BrowserCommand, visibleRows: Int) -> String? {
    let count = list.rowCount
    switch command {
    case .moveSelection(let delta):
      viewport.move(by: delta, itemCount: count, height: visibleRows)
    case .movePage(let pages):
      viewport.move(pages: pages, itemCount: count, height: visibleRows)
    case .moveToTop:
      viewport.select(0, itemCount: count, height: visibleRows)
    case .moveToBottom:
      viewport.select(count - 1, itemCount: count, height: visibleRows)
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
    if let last = viewport.lastVisibleIndex(itemCount: count, height: visibleRows) {
      list.rowDidAppear(last)
    }
    return nil
  }

  /// The title, the visible rows with the selection, and the footer.
  public func content(visibleRows: Int) -> ScreenContent {
    let count = list.rowCount
    let presentation = list.presentation
    viewport.clamp(itemCount: count, height: visibleRows)
    let notice = list.cacheNotice()
    let header = [
      stars.refusal, notice ?? RepositoryFormatter.header(presentation), list.heldNotice,
    ]
    .compactMap { $0 }.joined(separator: " · ")
    if let placeholder = RepositoryFormatter.placeholder(presentation) {
      return ScreenContent(title: title(), subtitle: header, rows: [placeholder])
    }
    let range = viewport.visibleRange(itemCount: count, height: visibleRows)
    let visible = range.map { list.repository(atRow: $0).map(RepositoryFormatter.row) ?? "  …" }
    // Drawn rows are rows that appeared, as UIKit's willDisplay and SwiftUI's onAppear report
    // them: after a refresh replaced the list, the rows on screen are reported again. The
    // first row drawn is reported too, so moving up loads the pages above a bounded list.
    if let first = range.first { list.rowDidAppear(first) }
    if let last = range.last { list.rowDidAppear(last) }
    return ScreenContent(
      title: title(), subtitle: header.isEmpty ? nil : header, rows: visible,
      selectedRow: visible.isEmpty ? nil : viewport.selected - viewport.top,
      footer: notice?.hasPrefix("offline") == true
        ? "\(RepositoryFormatter.grouped(count)) cached repositories — no more pages offline"
        : RepositoryFormatter.footer(presentation, itemCount: count))
  }
}
