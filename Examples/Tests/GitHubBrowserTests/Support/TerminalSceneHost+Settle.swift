import GitHubBrowser

extension TerminalSceneHost {
  /// Waits, without sleeping, until the top screen's load has settled.
  func settleTop() async {
    switch topScreen {
    case let screen as SearchScreen<SearchViewModel>: await settle(screen.list.controller.machine)
    case let screen as RepositoryListScreen<OwnerRepositoriesViewModel>:
      await settle(screen.controller.machine)
    case let screen as RepositoryDetailScreen<RepositoryDetailViewModel>:
      await settle(screen.controller.machine)
    default: break
    }
  }
}
