import Feedback
import Observation

/// The search scene: the seed's search-as-you-type on Feedback above a
/// ``RepositoryListScreen`` of the results.
///
/// The search field has the focus first (the list, when the screen opens on a query's
/// results): typing edits it, and once it rests for the
/// debounce interval (or on Enter) the list shows page 1 of the new query. ↓, Tab or Enter
/// give the list the focus; `/` or Tab give it back. Before the first search the screen
/// says what it searches and shows examples to try.
///
/// ```swift
/// let screen = SearchScreen(list: listScreen, query: nil, intro: ["Searching GitHub."]) {
///   viewModel.search($0)
/// }
/// screen.start()
/// _ = screen.handle(.insert("s"), visibleRows: 20)
/// ```
@MainActor
@Observable
public final class SearchScreen: BrowserScreen {
  /// Queries the start screen suggests.
  nonisolated public static let examples = ["language:Rust", "user:torvalds", "stars:>10000"]

  /// The results list.
  @ObservationIgnored public let list: RepositoryListScreen
  /// The search field's text.
  public private(set) var text: String
  /// The query the results are for, or `nil` while the search field is empty.
  public private(set) var query: String?
  /// Whether typing goes to the search field (otherwise the list has the focus). The
  /// field has it first, unless the screen opens on a query's results.
  public private(set) var searchFieldHasFocus: Bool
  @ObservationIgnored private let intro: [String]
  @ObservationIgnored private let didSubmit: @MainActor (String) -> Void
  @ObservationIgnored private let debounce: @Sendable () async -> Void
  @ObservationIgnored private let events = AsyncStream.makeStream(of: SearchEvent.self)
  @ObservationIgnored private var shown: SearchState.ListQuery?
  @ObservationIgnored private var feedback: Task<Void, Never>?

  /// Creates a search screen over `list`, showing `query`'s results (the start screen with
  /// `intro` for `nil`); `didSubmit` gives the list each new query.
  ///
  /// - Parameter debounce: Returns when typing has paused long enough to search.
  public init(
    list: RepositoryListScreen, query: String?, intro: [String] = [],
    debounce: @escaping @Sendable () async -> Void = {},
    didSubmit: @escaping @MainActor (String) -> Void
  ) {
    self.list = list
    self.text = query ?? ""
    self.query = query
    self.searchFieldHasFocus = query == nil
    self.intro = intro
    self.debounce = debounce
    self.didSubmit = didSubmit
  }

  isolated deinit {
    feedback?.cancel()
  }

  /// Typing keys while the search field has the focus, list keys otherwise.
  public var keyContext: KeyContext { searchFieldHasFocus ? .searchField : .list }

  /// `/` focuses the search field.
  public var acceptsQuery: Bool { true }

  /// The results list.
  public var inspectedLists: [InspectedList] { list.inspectedLists }

  /// Starts the search-line feedback loop, and the first search when there is a query.
  public func start() {
    guard feedback == nil else { return }
    let initial = Self.initialState(query)
    shown = initial.listQuery
    let states = system(
      initialState: initial, reduce: SearchState.reduce,
      feedback: SearchState.debounce(wait: debounce), .bind(Bindings(events: [events.stream])))
    feedback = Task { [weak self] in
      for await state in states { self?.apply(state) }
    }
    if query != nil { list.start() }
  }

  /// Edits the search field, moves the focus, or forwards the command to the list.
  public func handle(_ command: BrowserCommand, visibleRows: Int) -> String? {
    switch command {
    case .insert(let character): edit(text + String(character))
    case .deleteBackward: edit(String(text.dropLast()))
    case .editQuery: searchFieldHasFocus = true
    case .submitQuery:
      guard !text.isEmpty else { return "Type a query first" }
      events.continuation.yield(.submitted)
      searchFieldHasFocus = false
    case .focusList:
      if query != nil { searchFieldHasFocus = false }
      return nil
    default:
      guard query != nil else { return nil }
      return list.handle(command, visibleRows: visibleRows)
    }
    return nil
  }

  /// The search field under the title, then the results, or the start screen before the
  /// first search.
  public func content(visibleRows: Int) -> ScreenContent {
    let field = "Search: \(text)\(searchFieldHasFocus ? "▏" : "")"
    guard query != nil else {
      return ScreenContent(
        title: "GitHub Search", subtitle: field, rows: Array(intro.prefix(max(0, visibleRows))))
    }
    var content = list.content(visibleRows: visibleRows)
    content.subtitle = [field, content.subtitle].compactMap { $0 }.joined(separator: "   ")
    if searchFieldHasFocus { content.selectedRow = nil }
    return content
  }

  private func edit(_ text: String) {
    searchFieldHasFocus = true
    self.text = text
    events.continuation.yield(.searchChanged(text))
  }

  /// A new committed query replaces the results; an empty field shows the start screen.
  private func apply(_ state: SearchState) {
    guard state.listQuery != shown else { return }
    shown = state.listQuery
    query = state.committedSearch
    guard let committed = state.committedSearch else { return }
    list.resetSelection()
    didSubmit(committed)
    list.start()  // shows the results: the first search starts the list's binding
  }

  private static func initialState(_ query: String?) -> SearchState {
    guard let query, !query.isEmpty else { return .empty }
    return SearchState(search: query, pendingSearch: nil, committedSearch: query, commits: 1)
  }
}
