/// The seed's GitHub paged search (RxFeedback's example), without Foundation: URLs are
/// strings and the service is faked.
struct Repository: Equatable, Sendable {
  let name: String
}

enum GitHubServiceError: Error, Equatable, Sendable {
  case offline
  case rateLimited
  case cancelled
}

struct SearchRepositoriesPage: Equatable, Sendable {
  let repositories: [Repository]
  let nextURL: String?
}

typealias SearchRepositoriesResponse = Result<SearchRepositoriesPage, GitHubServiceError>

struct SearchState: Equatable, Sendable {
  var search: String {
    didSet {
      guard !search.isEmpty else {
        nextPageURL = nil
        shouldLoadNextPage = false
        results = []
        lastError = nil
        return
      }
      nextPageURL = SearchState.firstPageURL(for: search)
      shouldLoadNextPage = true
      lastError = nil
    }
  }
  var nextPageURL: String?
  var shouldLoadNextPage: Bool
  var results: [Repository]
  var lastError: GitHubServiceError?

  static var empty: SearchState {
    SearchState(
      search: "", nextPageURL: nil, shouldLoadNextPage: true, results: [], lastError: nil)
  }

  static func firstPageURL(for search: String) -> String {
    "https://api.github.com/search/repositories?q=\(search)"
  }

  /// The query of the `react` feedback: the page to load, if loading is wanted.
  var loadNextPage: String? {
    shouldLoadNextPage ? nextPageURL : nil
  }
}

enum SearchEvent: Equatable, Sendable {
  case searchChanged(String)
  case response(SearchRepositoriesResponse)
  case startLoadingNextPage
}

extension SearchState {
  /// The seed's reduce, verbatim in spirit: `(State, Event) -> State`.
  static func reduce(state: SearchState, event: SearchEvent) -> SearchState {
    var result = state
    switch event {
    case .searchChanged(let search):
      result.search = search
      result.results = []
    case .startLoadingNextPage:
      result.shouldLoadNextPage = true
    case .response(.success(let response)):
      result.results += response.repositories
      result.shouldLoadNextPage = false
      result.nextPageURL = response.nextURL
      result.lastError = nil
    case .response(.failure(let error)):
      result.shouldLoadNextPage = false
      result.lastError = error
    }
    return result
  }
}
