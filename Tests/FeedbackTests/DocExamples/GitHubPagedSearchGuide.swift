import Feedback
import Foundation

/// Feedback.md's guide: GitHub paged search, state and events.
enum FeedbackGuide {
  struct State: Sendable {
    var search: String {
      didSet {
        guard !search.isEmpty else {
          nextPageURL = nil
          shouldLoadNextPage = false
          results = []
          lastError = nil
          return
        }
        nextPageURL = GitHub.searchURL(for: search)
        shouldLoadNextPage = true
        lastError = nil
      }
    }
    var nextPageURL: URL?
    var shouldLoadNextPage: Bool
    var results: [Repository]
    var lastError: GitHubServiceError?

    static let empty = State(
      search: "", nextPageURL: nil, shouldLoadNextPage: true, results: [], lastError: nil)

    /// The query: the page to load, while loading is wanted.
    var loadNextPage: URL? { shouldLoadNextPage ? nextPageURL : nil }

    static func reduce(state: State, event: Event) -> State {
      var result = state
      switch event {
      case .searchChanged(let search):
        result.search = search
        result.results = []
      case .startLoadingNextPage:
        result.shouldLoadNextPage = true
      case .response(.success(let page)):
        result.results += page.repositories
        result.shouldLoadNextPage = false
        result.nextPageURL = page.nextURL
        result.lastError = nil
      case .response(.failure(let error)):
        result.shouldLoadNextPage = false
        result.lastError = error
      }
      return result
    }
  }

  enum Event: Sendable {
    case searchChanged(String)
    case response(Result<SearchRepositoriesPage, GitHubServiceError>)
    case startLoadingNextPage
  }
}

/// Feedback needs iOS 18 (see the catalog's "Availability"); the guide's State and Event do not.
@available(iOS 18.0, tvOS 18.0, watchOS 11.0, macOS 15.0, visionOS 2.0, *)
extension FeedbackGuide {
  /// The loader: a `react` feedback on the page to load.
  static func loader(github: GitHub) -> Feedback<State, Event> {
    let loadPages = Feedback<State, Event>.react(query: \.loadNextPage) { url in
      .response(await github.searchRepositories(at: url))
    }
    return loadPages
  }

  /// The terminal app: prints every state, reads queries from standard input.
  static func runInTerminal(loadPages: Feedback<State, Event>) async {
    let (keystrokes, keyboard) = AsyncStream.makeStream(of: Event.self)
    let ui = Feedback.bind(
      Bindings<State, Event>(
        subscriptions: [{ state in print(state.results.map(\.name), state.lastError as Any) }],
        events: [keystrokes]
      )
    )
    Task {
      while let line = readLine() {
        keyboard.yield(line == "more" ? .startLoadingNextPage : .searchChanged(line))
      }
    }
    for await _ in system(initialState: .empty, reduce: State.reduce, feedback: ui, loadPages) {}
  }
}
