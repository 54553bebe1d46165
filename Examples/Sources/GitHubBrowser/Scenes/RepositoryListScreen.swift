import RefreshKit
import StateMachine

/// A list of repositories that refreshes and pages through RefreshKit: the search results
/// and an owner's repositories.
///
/// Moving the selection near the end loads the next page; Enter hands the selected
/// repository to `open` (which pushes the next scene); `r` refreshes, or retries a failure.
///
/// ```swift
/// let screen = RepositoryListScreen(
///   dataSource: viewModel, networkManager: services.lists,
///   target: .ownerRepositories(owner: "", page: 1), title: { "Repositories of apple" },
///   open: { viewModel.open($0) })
/// ```
@MainActor
public final class RepositoryListScreen<DataSource: DataSourceType & AnyObject>: BrowserScreen
where DataSource.Model == RepositoryList {
  /// The operator that loads this list.
  public typealias Operator = RefreshOperator<
    DataSource, AnyNetworkManager<GitHubTarget, RepositoryList>
  >

  /// The list's engine: refresh, paging and what to show.
  public let controller: RefreshController<Operator>
  /// The screen keeps its data source: the operator holds it weakly.
  private let dataSource: DataSource
  /// The selected row and the scroll position.
  public private(set) var selection = ListSelection()
  private let title: @MainActor () -> String
  private let open: @MainActor (Repository) -> String?
  private var started = false

  /// Creates a list screen; nothing loads before ``start()``.
  ///
  /// - Parameters:
  ///   - open: Pushes the scene for a repository; returns an error message, if any.
  public init(
    dataSource: DataSource,
    networkManager: AnyNetworkManager<GitHubTarget, RepositoryList>,
    target: GitHubTarget,
    title: @escaping @MainActor () -> String,
    open: @escaping @MainActor (Repository) -> String?
  ) {
    let refreshOperator = Operator(
      dataSource: dataSource, networkManager: networkManager, target: target)
    controller = RefreshController(operator: refreshOperator, prefetchDistance: 5)
    self.dataSource = dataSource
    self.title = title
    self.open = open
  }

  /// The repositories loaded so far.
  public var repositories: [Repository] {
    dataSource.model?.repositories ?? []
  }

  /// The selected repository, if the list has any.
  public var selectedRepository: Repository? {
    let rows = repositories
    return rows.indices.contains(selection.index) ? rows[selection.index] : nil
  }

  /// Lists are browsed as lists.
  public var keyContext: KeyContext { .list }

  /// Starts the first load, once.
  public func start() {
    guard !started else { return }
    started = true
    controller.refresh()
  }

  /// Refreshes from the top with a new target (a new search query).
  public func reload(with target: GitHubTarget) {
    controller.operator.target = target
    selection.reset()
    started = true
    controller.refresh()
  }

  /// Moves the selection, opens the selected row, or refreshes.
  public func handle(_ command: BrowserCommand, visibleRows: Int) -> String? {
    let count = repositories.count
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
      if controller.state.isError { controller.retry() } else { controller.refresh() }
      return nil
    default:
      return nil
    }
    let lastVisible = min(count, selection.offset + max(1, visibleRows)) - 1
    controller.visibleRangeDidChange(lastVisibleIndex: max(selection.index, lastVisible))
    return nil
  }

  /// The title, the visible rows with the selection, and the footer.
  public func content(visibleRows: Int) -> ScreenContent {
    let rows = repositories
    let presentation = controller.presentation
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
