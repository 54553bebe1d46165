import RefreshKit
import StateMachine

/// One repository's detail, loaded (and refreshed with `r`) through RefreshKit.
///
/// ```swift
/// let screen = RepositoryDetailScreen(
///   dataSource: viewModel, networkManager: services.detail,
///   target: .repository(owner: "", name: ""))
/// ```
@MainActor
public final class RepositoryDetailScreen<DataSource: DataSourceType & AnyObject>: BrowserScreen
where DataSource.Model == RepositoryDetail {
  /// The operator that loads the detail.
  public typealias Operator = RefreshOperator<
    DataSource, AnyNetworkManager<GitHubTarget, RepositoryDetail>
  >

  /// The detail's engine.
  public let controller: RefreshController<Operator>
  /// The data source the screen reads the repository from (the operator owns it too).
  private let dataSource: DataSource
  private var started = false

  /// Creates a detail screen; nothing loads before ``start()``.
  public init(
    dataSource: DataSource,
    networkManager: AnyNetworkManager<GitHubTarget, RepositoryDetail>,
    target: GitHubTarget
  ) {
    let refreshOperator = Operator(
      dataSource: dataSource, networkManager: networkManager, target: target)
    controller = RefreshController(operator: refreshOperator)
    self.dataSource = dataSource
  }

  /// The repository, once loaded.
  public var repository: Repository? { dataSource.model?.repository }

  /// The detail's keys.
  public var keyContext: KeyContext { .detail }

  /// Starts the first load, once.
  public func start() {
    guard !started else { return }
    started = true
    controller.refresh()
  }

  /// Refreshes (or retries) on `r`; ignores everything else.
  public func handle(_ command: BrowserCommand, visibleRows: Int) -> String? {
    guard command == .refresh else { return nil }
    controller.retry()  // the failed load again, otherwise a refresh
    return nil
  }

  /// The repository's lines, or what covers them while loading or after a failure.
  public func content(visibleRows: Int) -> ScreenContent {
    let presentation = controller.presentation
    let title = "Repository \(titleName)"
    let header = RepositoryFormatter.header(presentation)
    if let repository {
      let lines = RepositoryFormatter.detail(repository)
      return ScreenContent(
        title: title, subtitle: header, rows: Array(lines.prefix(max(0, visibleRows))))
    }
    let placeholder = RepositoryFormatter.placeholder(presentation) ?? "Loading…"
    return ScreenContent(title: title, subtitle: header, rows: [placeholder])
  }

  private var titleName: String {
    if let repository { return repository.fullName }
    if case .repository(let owner, let name) = dataSource.targetInfo
      as? BrowserTargetInfo
    {
      return "\(owner)/\(name)"
    }
    return ""
  }
}
