import Decomposer

/// The browser's scenes: the seed's `SceneType` enum, each case with its view model.
///
/// ```swift
/// let search = SearchViewModel(sceneCoordinator: coordinator, services: services, query: "swift")
/// try coordinator.transition(to: BrowserScene.search(search), type: .root)
/// ```
public enum BrowserScene: SceneType {
  /// The search results.
  case search(SearchViewModel)
  /// An owner's repositories.
  case ownerRepositories(OwnerRepositoriesViewModel)
  /// One repository.
  case repositoryDetail(RepositoryDetailViewModel)
  /// The user's starred repositories.
  case starred(StarredRepositoriesViewModel)
  /// A repository's issues.
  case issues(IssueListViewModel)
  /// An issue's comments.
  case issueThread(IssueThreadViewModel)
  /// The help modal.
  case help

  /// The help modal is a single screen: nothing is pushed onto it.
  public var providesNavigation: Bool {
    if case .help = self { return false }
    return true
  }

  /// The case's name, for logs and errors.
  public var sceneName: String {
    switch self {
    case .search: "search"
    case .ownerRepositories: "ownerRepositories"
    case .repositoryDetail: "repositoryDetail"
    case .starred: "starred"
    case .issues: "issues"
    case .issueThread: "issueThread"
    case .help: "help"
    }
  }

  /// The seed's `viewController`: builds the terminal screen of this scene over its view
  /// model (the lists' pagers and the detail's engine live there and in the screen).
  @MainActor
  public func makeScreen() -> any BrowserScreen {
    switch self {
    case .search(let viewModel):
      let list = RepositoryListScreen(
        list: viewModel.list,
        title: { [weak viewModel] in viewModel?.title ?? "Search" },
        open: { [weak viewModel] in viewModel?.openOwner(of: $0) },
        stars: StarFeedback(entities: viewModel.services.entities))
      return SearchScreen(
        list: list, query: viewModel.query, intro: Self.intro(source: viewModel.source),
        debounce: viewModel.debounce
      ) { [weak viewModel] in
        viewModel?.search($0)
      }
    case .ownerRepositories(let viewModel):
      return RepositoryListScreen(
        list: viewModel.list,
        title: { [weak viewModel] in viewModel?.title ?? "Repositories" },
        open: { [weak viewModel] in viewModel?.openRepository($0) },
        stars: StarFeedback(entities: viewModel.services.entities), groupsByLetter: true)
    case .starred(let viewModel):
      return RepositoryListScreen(
        list: viewModel.list,
        title: { [weak viewModel] in viewModel?.title ?? "Starred repositories" },
        open: { [weak viewModel] in viewModel?.openRepository($0) },
        stars: StarFeedback(entities: viewModel.services.entities))
    case .repositoryDetail(let viewModel):
      var (owner, name) = ("", "")
      if case .repository(let login, let repository) = viewModel.targetInfo as? BrowserTargetInfo {
        (owner, name) = (login, repository)
      }
      let services = viewModel.services
      return RepositoryDetailScreen(
        feed: RepositoryDetailFeed(owner: owner, name: name, services: services),
        stars: StarFeedback(entities: services.entities),
        openIssues: { [weak viewModel] in viewModel?.openIssues() })
    case .issues(let viewModel):
      return IssueListScreen(viewModel: viewModel)
    case .issueThread(let viewModel):
      return IssueThreadScreen(thread: viewModel)
    case .help:
      return HelpScreen()
    }
  }

  /// The start screen's lines: what is searched and queries to try.
  static func intro(source: String) -> [String] {
    [
      "Searching \(source).",
      "",
      "Type to search: results appear as you type (Enter searches at once).",
      "Enter on a result opens its owner's repositories; Enter there opens the repository.",
      "",
      "Try:",
    ] + SearchScreen.examples.map { "  \($0)" }
  }
}
