import GitHubSearch
import Testing

extension TerminalSceneHost {
  /// Waits, without sleeping, until the top screen's load has settled.
  func settleTop() async {
    switch topScreen {
    case let screen as SearchScreen: await settle(screen.list.list.pager)
    case let screen as RepositoryListScreen: await settle(screen.list.pager)
    case let screen as RepositoryDetailScreen<RepositoryDetailViewModel>:
      await settle(screen.controller.machine)
    default: break
    }
  }
}
