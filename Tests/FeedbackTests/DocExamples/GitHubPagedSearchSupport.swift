import Foundation

extension FeedbackGuide {
  /// A repository, as the guide's service returns it.
  struct Repository: Sendable {
    var name: String
    var url: URL
  }

  /// One page of search results.
  struct SearchRepositoriesPage: Sendable {
    var repositories: [Repository]
    var nextURL: URL?
  }

  /// Why a search failed.
  enum GitHubServiceError: Error, Sendable {
    case offline

    /// A sentence to show.
    var displayMessage: String { "offline" }
  }

  /// The guide's service: every search has one empty page.
  struct GitHub: Sendable {
    static func searchURL(for search: String) -> URL? {
      URL(string: "https://api.github.com/search/repositories?q=\(search)")
    }

    func searchRepositories(at url: URL) async -> Result<
      SearchRepositoriesPage, GitHubServiceError
    > {
      .success(SearchRepositoriesPage(repositories: [], nextURL: nil))
    }
  }
}
