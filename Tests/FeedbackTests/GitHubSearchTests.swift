import Feedback
import Testing

/// The seed's GitHub paged search, RxFeedback's showcase, on a fake loader.
@Suite("GitHub paged search, the seed's example", .timeLimit(.minutes(1)))
struct GitHubSearchTests {
  static let swiftPage1 = SearchState.firstPageURL(for: "swift")
  static let swiftPage2 = swiftPage1 + "&page=2"
  static let swiftPage3 = swiftPage1 + "&page=3"
  static let rustPage1 = SearchState.firstPageURL(for: "rust")
  static let rustPage2 = rustPage1 + "&page=2"

  static func page(_ names: String..., next: String?) -> SearchRepositoriesResponse {
    .success(SearchRepositoriesPage(repositories: names.map(Repository.init), nextURL: next))
  }

  static func repositories(_ names: String...) -> [Repository] {
    names.map(Repository.init)
  }

  @Test("typing loads page one, scrolling appends page two, a new search cancels and resets")
  func pagedSearch() async {
    let loader = FakeGitHubLoader()
    let (typing, user) = AsyncStream.makeStream(of: SearchEvent.self)
    var states = system(
      initialState: SearchState.empty,
      reduce: SearchState.reduce,
      feedback: .bind(Bindings(events: [typing])),
      .react(query: \.loadNextPage) { url in .response(await loader.loadRepositories(at: url)) }
    ).makeAsyncIterator()
    var calls = loader.calls.makeAsyncIterator()
    #expect(await states.next() == .empty)

    // Typing a query loads its first page.
    user.yield(.searchChanged("swift"))
    #expect(await states.next()?.loadNextPage == Self.swiftPage1)
    #expect(await calls.next() == .requested(Self.swiftPage1))
    loader.respond(to: Self.swiftPage1, with: Self.page("swift", "vapor", next: Self.swiftPage2))
    let firstPage = await states.next()
    #expect(firstPage?.results == Self.repositories("swift", "vapor"))
    #expect(firstPage?.nextPageURL == Self.swiftPage2)
    #expect(firstPage?.loadNextPage == nil)

    // Reaching the bottom loads page two, once, however often it is triggered.
    user.yield(.startLoadingNextPage)
    #expect(await states.next()?.loadNextPage == Self.swiftPage2)
    #expect(await calls.next() == .requested(Self.swiftPage2))
    user.yield(.startLoadingNextPage)
    #expect(await states.next()?.loadNextPage == Self.swiftPage2)
    loader.respond(to: Self.swiftPage2, with: Self.page("nio", next: Self.swiftPage3))
    #expect(await states.next()?.results == Self.repositories("swift", "vapor", "nio"))

    // A new search cancels the page in flight and resets the results.
    user.yield(.startLoadingNextPage)
    _ = await states.next()
    #expect(await calls.next() == .requested(Self.swiftPage3))
    user.yield(.searchChanged("rust"))
    let newSearch = await states.next()
    #expect(newSearch?.results == [])
    #expect(newSearch?.loadNextPage == Self.rustPage1)
    #expect(Set(await calls.take(2)) == [.cancelled(Self.swiftPage3), .requested(Self.rustPage1)])
    loader.respond(to: Self.rustPage1, with: Self.page("tokio", next: Self.rustPage2))
    #expect(
      await states.next()
        == SearchState(
          search: "rust", nextPageURL: Self.rustPage2, shouldLoadNextPage: false,
          results: Self.repositories("tokio"), lastError: nil))
  }

  @Test("an error sets lastError and keeps the results; loading again recovers")
  func errorKeepsResults() async {
    let loader = FakeGitHubLoader()
    let (typing, user) = AsyncStream.makeStream(of: SearchEvent.self)
    var states = system(
      initialState: SearchState.empty,
      reduce: SearchState.reduce,
      feedback: .bind(Bindings(events: [typing])),
      .react(query: \.loadNextPage) { url in .response(await loader.loadRepositories(at: url)) }
    ).makeAsyncIterator()
    var calls = loader.calls.makeAsyncIterator()
    _ = await states.next()
    user.yield(.searchChanged("rust"))
    _ = await states.next()
    #expect(await calls.next() == .requested(Self.rustPage1))
    loader.respond(to: Self.rustPage1, with: Self.page("tokio", next: Self.rustPage2))
    _ = await states.next()

    user.yield(.startLoadingNextPage)
    _ = await states.next()
    #expect(await calls.next() == .requested(Self.rustPage2))
    loader.respond(to: Self.rustPage2, with: .failure(.rateLimited))
    let failed = await states.next()
    #expect(failed?.lastError == .rateLimited)
    #expect(failed?.results == Self.repositories("tokio"))
    #expect(failed?.loadNextPage == nil)

    user.yield(.startLoadingNextPage)
    _ = await states.next()
    #expect(await calls.next() == .requested(Self.rustPage2))
    loader.respond(to: Self.rustPage2, with: Self.page("axum", next: nil))
    let recovered = await states.next()
    #expect(recovered?.lastError == nil)
    #expect(recovered?.results == Self.repositories("tokio", "axum"))
  }
}
