import Decomposer
import RefreshKit

/// The issues scene's view model (`i` on a repository's detail): the repository's open issues,
/// newest first, paged forward; pushes an issue's thread.
///
/// ```swift
/// let issues = IssueListViewModel(
///   sceneCoordinator: coordinator, services: services,
///   repository: .repository(owner: "apple", name: "swift"))
/// ```
@MainActor
public final class IssueListViewModel: SceneRouterType {
  /// The coordinator that opens the next scenes.
  public let sceneCoordinator: any SceneCoordinatorType
  /// The services, handed to the scenes this one opens.
  public let services: BrowserServices
  /// Whose issues: ``BrowserTargetInfo/repository(owner:name:)``.
  public let repository: BrowserTargetInfo
  /// The issues, page by page.
  public let pager: Pager<BrowserTargetInfo, Int, Issue>
  /// The pager's last events and loads in flight, for the inspector.
  public let events: ListEventLog<BrowserTargetInfo, Int>

  /// Creates the view model; nothing loads before its screen starts. Without
  /// ``BrowserServices/issues`` every page fails with ``IssuesUnavailable``.
  public init(
    sceneCoordinator: any SceneCoordinatorType, services: BrowserServices,
    repository: BrowserTargetInfo
  ) {
    self.sceneCoordinator = sceneCoordinator
    self.services = services
    self.repository = repository
    let issues = services.issues
    pager = Pager(
      query: repository, configuration: Self.configuration(perPage: issues?.perPage)
    ) { request in
      guard let issues else { throw IssuesUnavailable() }
      guard case .repository(let owner, let name) = request.query else { return Page(items: []) }
      return try await issues.issues(owner, name, request.cursor ?? 1)
    }
    events = ListEventLog(pager, limit: BrowserServices.inspectedEvents)
    services.instrument(pager, name: title)
  }

  /// "Issues of OWNER/NAME".
  public var title: String {
    guard case .repository(let owner, let name) = repository else { return "Issues" }
    return "Issues of \(owner)/\(name)"
  }

  /// Pushes the thread of `issue`; returns an error message, if any.
  public func openThread(_ issue: Issue) -> String? {
    guard case .repository(let owner, let name) = repository else { return "No repository" }
    let thread = IssueThreadViewModel(
      services: services, issue: issue,
      reference: IssueReference(owner: owner, name: name, number: issue.number))
    return sceneCoordinator.push(.issueThread(thread))
  }

  /// Pages of `perPage` (30 by default), prefetched adaptively, the library's default: the
  /// distance follows the measured scroll speed and page latency, toward the direction of
  /// travel (older comments while a thread is scrolled up).
  nonisolated static func configuration(perPage: Int?) -> PagerConfiguration {
    (try? PagerConfiguration(pageSize: perPage ?? 30)) ?? PagerConfiguration()
  }
}

/// The app reads no issues (the services have none).
public struct IssuesUnavailable: Error, PresentableError {
  /// Creates the error.
  public init() {}

  /// "Issues are not available".
  public var displayMessage: String { "Issues are not available" }
}
