import Feedback
import GitHubSearch
import Observation
import RefreshKit
import TerminalUI

/// The interactive screen: one loop on the main actor handles keys, resizes, search-line
/// states and list changes in arrival order, and redraws after each.
@MainActor
final class SearchApp {
  /// What the loop reacts to.
  enum Input: Sendable {
    case terminal(TerminalEvent)
    case search(SearchState)
    case listChanged
  }

  private let terminal: ANSITerminal
  private let list: SearchList
  private let source: String
  private let typing: AsyncStream<SearchEvent>.Continuation
  private let input: AsyncStream<Input>.Continuation
  private var searchState = SearchState.empty
  private var focus = SearchScreen.Focus.searchLine
  private var viewport = ListViewport()
  private var shownQuery: SearchState.ListQuery?
  private var isObservingList = false

  private init(
    terminal: ANSITerminal, list: SearchList, source: String,
    typing: AsyncStream<SearchEvent>.Continuation, input: AsyncStream<Input>.Continuation
  ) {
    self.terminal = terminal
    self.list = list
    self.source = source
    self.typing = typing
    self.input = input
  }

  /// Runs the screen until Esc or Ctrl-C; the terminal is restored on every way out.
  static func run(
    backend: SearchBackend, query: String?, perPage: Int, prefetchDistance: Int,
    debounce: Duration
  ) async throws {
    let terminal = try ANSITerminal()
    defer { terminal.restore() }
    let list = SearchList(
      manager: .search(configuration: backend.configuration), perPage: perPage,
      prefetchDistance: prefetchDistance)
    let (typed, typing) = AsyncStream.makeStream(of: SearchEvent.self)
    let (inputs, input) = AsyncStream.makeStream(of: Input.self)
    let app = SearchApp(
      terminal: terminal, list: list, source: backend.name, typing: typing, input: input)
    let forwarders = [
      Task { for await event in terminal.events { input.yield(.terminal(event)) } },
      Task {
        let states = system(
          initialState: SearchState.empty, reduce: SearchState.reduce,
          feedback: SearchState.debounce { try? await Task.sleep(for: debounce) },
          .bind(Bindings(events: [typed])))
        for await state in states { input.yield(.search(state)) }
      },
    ]
    defer { for forwarder in forwarders { forwarder.cancel() } }
    if let query, !query.isEmpty {
      typing.yield(.searchChanged(query))
      typing.yield(.submitted)
    }
    app.draw()
    for await event in inputs {
      guard app.handle(event) else { break }
      app.draw()
    }
  }

  /// Handles one input; returns `false` to quit.
  private func handle(_ input: Input) -> Bool {
    switch input {
    case .terminal(.resized): break
    case .terminal(.keys(let keys)):
      for key in keys where !handle(key) { return false }
    case .search(let state):
      searchState = state
      if state.listQuery != shownQuery {
        shownQuery = state.listQuery
        viewport.reset()
        list.search(state.listQuery?.text)
      }
    case .listChanged: isObservingList = false
    }
    prefetch()
    return true
  }

  /// Handles one key; returns `false` to quit.
  private func handle(_ key: Key) -> Bool {
    switch (key, focus) {
    case (.escape, _), (.control("c"), _): return false
    case (.control("r"), _): refresh()
    case (.tab, _): focus = focus == .list ? .searchLine : .list
    case (.character("r"), .list): Task { await list.pager.retry() }
    case (.enter, .searchLine):
      typing.yield(.submitted)
      focus = .list
    case (.character(let typed), _):
      focus = .searchLine
      edit(searchState.search + String(typed))
    case (.backspace, _):
      focus = .searchLine
      edit(String(searchState.search.dropLast()))
    default:
      if viewport.move(key, itemCount: list.pager.items.count, height: listHeight) {
        focus = .list
      }
    }
    return true
  }

  /// Reloads page 1 and shows the list from the top, like a new list (rows further down
  /// load again as the selection reaches them).
  private func refresh() {
    viewport.reset()
    reportLastVisibleRow()
    Task { await list.pager.refresh() }
  }

  private func edit(_ text: String) {
    searchState.search = text
    typing.yield(.searchChanged(text))
  }

  private var listHeight: Int { SearchScreen.listHeight(rows: terminal.size.rows) }

  /// Keeps the selection in the list and reports the last visible row, so the pager loads
  /// ahead (once per list length).
  private func prefetch() {
    viewport.clamp(itemCount: list.pager.items.count, height: listHeight)
    reportLastVisibleRow()
  }

  private func reportLastVisibleRow() {
    let count = list.pager.items.count
    guard let last = viewport.lastVisibleIndex(itemCount: count, height: listHeight) else { return }
    list.pager.itemDidAppear(at: last)
  }

  /// Draws the screen; while no list change is awaited, asks to hear of the next one (one
  /// observation at a time, so key presses do not pile up observers).
  private func draw() {
    let screen: SearchScreen
    if isObservingList {
      screen = makeScreen()
    } else {
      isObservingList = true
      let input = input
      screen = withObservationTracking {
        makeScreen()
      } onChange: {
        input.yield(.listChanged)
      }
    }
    terminal.draw(screen.lines(size: terminal.size))
  }

  private func makeScreen() -> SearchScreen {
    SearchScreen(
      search: searchState.search, focus: focus, repositories: list.repositories,
      presentation: list.presentation, totalCount: list.totalCount,
      status: list.failure.map { "Error: \($0.displayMessage)" }, viewport: viewport,
      source: source)
  }
}
