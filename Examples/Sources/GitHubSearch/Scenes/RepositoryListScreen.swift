import RefreshKit

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
  public private(set) var selection = ListSelection()
  private let title: @MainActor () -> String
  private let open: @MainActor (Repository) -> String?

  /// Creates a list screen; nothing loads before ``start()``.
  ///
  /// - Parameters:
  ///   - open: Pushes the scene for a repository; returns an error message, if any.
  public init(
    list: RepositoryListModel,
    title: @escaping @MainActor () -> String,
    open: @escaping @MainActor (Repository) -> String?
  ) {
    self.list = list
    self.title = title
    self.open = open
  }

  /// The repositories loaded so far.
  public var repositories: [Repository] { list.repositories }

  /// The selected repository, if the list has any.
  public var selectedRepository: Repository? {
    let rows = list.pager.items
    return rows.indices.contains(selection.index) ? rows[selection.index] : nil
  }

  /// Lists are browsed as lists.
  public var keyContext: KeyContext { .list }

  /// Starts the first load, once.
  public func start() {
    list.start()
  }

  /// The selection goes back to the top: the list shows a new target.
  public func resetSelection() {
    selection.reset()
  }

  /// Moves the selection, opens the selected row, or refreshes.
  public func handle(_ command: BrowserCommand, visibleRows: Int) -> String? {
    let count = list.pager.items.count
    switch command {
    case .moveSelection(let delta):
      selection.move(by: delta, itemCount: count, visibleRows: visibleRows)
    case .movePage(let pages):
      let (delta, overflow) = pages.multipliedReportingOverflow(by: max(1, visibleRows))
      selection.move(by: overflow ? pages : delta, itemCount: count, visibleRows: visibleRows)
    case .moveToTop:
      selection.select(0, itemCount: count, visibleRows: visibleRows)
    case .moveToBottom:
      selection.select(count - 1, itemCount: count, visibleRows: visibleRows)
    case .open:
      guard let repository = selectedRepository else { return "Nothing to open yet" }
      return open(repository)
    case .refresh:
      list.refreshOrRetry()
      return nil
    default:
      return nil
    }
    guard count > 0 else { return nil }
    let lastVisible = min(count, selection.offset + max(1, visibleRows)) - 1
    list.pager.itemDidAppear(at: max(selection.index, lastVisible))
    return nil
  }

  /// The title, the visible rows with the selection, and the footer.
  public func content(visibleRows: Int) -> ScreenContent {
    let rows = list.pager.items
    let presentation = list.pager.presentation
    selection.clamp(itemCount: rows.count, visibleRows: visibleRows)
    let header = RepositoryFormatter.header(presentation)
    if let placeholder = RepositoryFormatter.placeholder(presentation) {
      return ScreenContent(title: title(), subtitle: header, rows: [placeholder])
    }
    let end = min(rows.count, selection.offset + max(0, visibleRows))
    let visible = selection.offset < end ? Array(rows[selection.offset..<end]) : []
    return ScreenContent(
      title: title(), subtitle: header, rows: visible.map(RepositoryFormatter.row),
      selectedRow: visible.isEmpty ? nil : selection.index - selection.offset,
      footer: RepositoryFormatter.footer(presentation, itemCount: rows.count))
  }
}
