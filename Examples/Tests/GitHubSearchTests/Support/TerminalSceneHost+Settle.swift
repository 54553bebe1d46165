import GitHubSearch
import Observation
import RefreshKitTesting
import Testing

extension TerminalSceneHost {
  /// Waits, without sleeping, until the top screen's load has settled.
  func settleTop() async {
    switch topScreen {
    case let screen as SearchScreen: await settle(screen.list.list.pager)
    case let screen as RepositoryListScreen: await settle(screen.list.pager)
    case let screen as RepositoryDetailScreen: await settle(screen.feed)
    case let screen as IssueListScreen: await settle(screen.viewModel.pager)
    case let screen as IssueThreadScreen: await settle(screen.thread.pager)
    default: break
    }
  }
}

/// Waits (bounded) until `feed` has had an answer and no load runs.
@MainActor
func settle(_ feed: RepositoryDetailFeed, sourceLocation: SourceLocation = #_sourceLocation) async {
  let done: Void? = await boundedOnMain {
    while feed.answers == 0 || feed.isLoading {
      let (changes, changed) = AsyncStream.makeStream(of: Void.self)
      withObservationTracking {
        _ = (feed.answers, feed.isLoading)
      } onChange: {
        changed.yield()
      }
      guard feed.answers == 0 || feed.isLoading else { return }
      for await _ in changes { break }
    }
  }
  if done == nil { Issue.record("the detail never settled", sourceLocation: sourceLocation) }
}
