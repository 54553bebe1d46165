import RefreshKit
import TerminalUI

/// One repository's detail: loaded, polled and refreshed with `r` by a
/// ``RepositoryDetailFeed``; `s` stars or unstars it everywhere; `i` lists its issues.
///
/// ```swift
/// let screen = RepositoryDetailScreen(
///   feed: RepositoryDetailFeed(owner: "apple", name: "swift", services: services),
///   stars: StarFeedback(entities: services.entities))
/// ```
@MainActor
public final class RepositoryDetailScreen: BrowserScreen {
  /// The repository, polled.
  public let feed: RepositoryDetailFeed
  /// What the last `s` pressed here says.
  public let stars: StarFeedback
  private let openIssues: @MainActor () -> String?

  /// Creates a detail screen; nothing loads before ``start()``.
  ///
  /// - Parameter openIssues: Pushes the repository's issues on `i`; returns an error message.
  public init(
    feed: RepositoryDetailFeed, stars: StarFeedback,
    openIssues: @escaping @MainActor () -> String? = { "Issues are not available" }
  ) {
    self.feed = feed
    self.stars = stars
    self.openIssues = openIssues
  }

  /// The repository, once loaded.
  public var repository: Repository? { feed.repository }

  /// The detail's keys.
  public var keyContext: KeyContext { .detail }

  /// Starts loading and polling, once.
  public func start() {
    feed.start()
  }

  /// Refreshes on `r`, stars or unstars on `s`; ignores everything else.
  public func handle(_ command: BrowserCommand, visibleRows: Int) -> String? {
    switch command {
    case .refresh:
      feed.refresh()
      return nil
    case .toggleStar:
      return stars.toggle(repository?.id)
    case .showIssues:
      return openIssues()
    default:
      return nil
    }
  }

  /// The repository's lines, or what covers them while loading or after a failure.
  public func content(visibleRows: Int) -> ScreenContent {
    let title = "Repository \(feed.owner)/\(feed.name)"
    let failure = feed.failure.map { "Refresh failed: \($0)" }
    let header = stars.refusal ?? failure
    guard let repository else {
      let placeholder =
        feed.failure.map { .failed(message: $0) } ?? RefreshPresentation.Placeholder.loading
      return ScreenContent(
        title: title, subtitle: stars.refusal,
        rows: [placeholder.line(retryHint: "r to retry")?.text ?? ""])
    }
    let lines = RepositoryFormatter.detail(repository)
    return ScreenContent(
      title: "Repository \(repository.fullName)", subtitle: header,
      rows: Array(lines.prefix(max(0, visibleRows))))
  }
}
