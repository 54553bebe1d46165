import Decomposer
import Foundation
import GitHubSearch
import Observation
import RefreshKit
import RefreshKitTesting
import Testing

/// The search scene before and while the user types (issue 12): the start screen, typing
/// into the search field, the debounced search.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct SearchAsYouTypeTests {
  typealias Lists = ScriptedNetworkManager<GitHubTarget, RepositoryList>

  let lists = Lists()
  let gate = Gate()
  let viewModel: SearchViewModel
  let screen: SearchScreen

  init() throws {
    let gate = gate
    let scene = Fixtures.searchScene(
      lists: lists, query: nil, source: "the offline github-repos.json: 7,238 repositories",
      debounce: { await gate.wait() })
    viewModel = scene.0
    screen = try #require(scene.1)
  }

  func type(_ text: String) {
    for character in text { _ = screen.handle(.insert(character), visibleRows: 20) }
  }

  @Test("before the first keystroke it says what it searches and shows examples to try")
  func startScreen() {
    screen.start()
    let content = screen.content(visibleRows: 20)
    #expect(content.title == "GitHub Search")
    #expect(content.subtitle == "Search: ▏")
    #expect(content.rows.first == "Searching the offline github-repos.json: 7,238 repositories.")
    for example in ["language:Rust", "user:torvalds", "stars:>10000"] {
      #expect(content.rows.contains("  \(example)"), "\(example) is suggested")
    }
    #expect(screen.keyContext == .searchField)
    #expect(lists.requests.isEmpty, "nothing loads before a query")
  }

  @Test("typing goes to the search field, even keys that mean something in a list")
  func typingGoesToTheField() {
    screen.start()
    for key in ["q", "?", "r", "j", "/"] {
      let command = BrowserKeyMap.command(for: .character(Character(key)), in: screen.keyContext)
      _ = command.map { screen.handle($0, visibleRows: 20) }
    }
    #expect(screen.text == "q?rj/")
    #expect(screen.keyContext == .searchField)
  }

  @Test("when the field rests, its last text is searched: one request for a burst")
  func debouncedSearch() async throws {
    screen.start()
    type("swi")
    await gate.waitForWaiters(1)
    gate.open()
    let first = try #require(await arrival(of: 0, at: lists))
    #expect(first.load.target == .search(query: "swi", page: 1))
    await respond(
      lists, 0, with: .success(Fixtures.page(owner: "swi", count: 3, totalCount: 3)),
      settling: viewModel.list.pager)
    #expect(screen.query == "swi")
    #expect(screen.content(visibleRows: 20).rows.count == 3)
    #expect(lists.requests.count == 1, "the burst searched once")
  }

  @Test("Enter searches at once and gives the list the focus; / gives it back")
  func enterSearchesNow() async throws {
    screen.start()
    type("kit")
    #expect(screen.handle(.submitQuery, visibleRows: 20) == nil)
    let request = try #require(await arrival(of: 0, at: lists))
    #expect(request.load.target == .search(query: "kit", page: 1))
    #expect(screen.keyContext == .list)
    _ = screen.handle(.editQuery, visibleRows: 20)
    #expect(screen.keyContext == .searchField)
  }

  @Test("Enter on the results shown refreshes them and keeps the rows until page 1 arrives")
  func enterAgainRefreshesInPlace() async throws {
    screen.start()
    type("swi")
    await gate.waitForWaiters(1)
    gate.open()
    _ = try #require(await arrival(of: 0, at: lists))
    await respond(
      lists, 0, with: .success(Fixtures.page(owner: "swi", count: 3, totalCount: 3)),
      settling: viewModel.list.pager)
    _ = screen.handle(.submitQuery, visibleRows: 20)
    let again = try #require(await arrival(of: 1, at: lists))
    #expect(again.load.target == .search(query: "swi", page: 1))
    #expect(again.load.direction == .pullToRefresh)
    #expect(screen.content(visibleRows: 20).rows.count == 3, "the rows stay while it refreshes")
  }

  @Test("emptying the field goes back to the start screen")
  func emptyFieldShowsTheStartScreen() async throws {
    screen.start()
    type("a")
    _ = screen.handle(.submitQuery, visibleRows: 20)
    _ = try #require(await arrival(of: 0, at: lists))
    _ = screen.handle(.deleteBackward, visibleRows: 20)
    let (changes, changed) = AsyncStream.makeStream(of: Void.self)
    withObservationTracking {
      _ = screen.query
    } onChange: {
      changed.yield()
    }
    if screen.query != nil { _ = await bounded { await changes.first { _ in true } } }
    #expect(screen.query == nil)
    #expect(screen.content(visibleRows: 20).title == "GitHub Search")
  }
}
