import Foundation

/// The search results: a ``RepositoryListScreen`` with a query that `/` edits.
///
/// While the query is edited, characters type into it, Backspace deletes, Enter searches
/// (the list drops the old results and loads page one of the new query) and Esc keeps the
/// old query.
///
/// ```swift
/// let screen = SearchScreen(list: listScreen, query: "swift") { viewModel.search($0) }
/// _ = screen.handle(.editQuery, visibleRows: 20)
/// ```
@MainActor
public final class SearchScreen: BrowserScreen {
  /// The results list.
  public let list: RepositoryListScreen
  /// The query the results are for.
  public private(set) var query: String
  /// The query being typed, or `nil` when not editing.
  public private(set) var draft: String?
  private let didSubmit: @MainActor (String) -> Void

  /// Creates a search screen over `list`, which shows `query`'s results; `didSubmit`
  /// searches each new query (it gives the list its new target).
  public init(
    list: RepositoryListScreen, query: String,
    didSubmit: @escaping @MainActor (String) -> Void
  ) {
    self.list = list
    self.query = query
    self.didSubmit = didSubmit
  }

  /// Editing keys while the query is edited, list keys otherwise.
  public var keyContext: KeyContext { draft == nil ? .list : .editingQuery }

  /// `/` edits the query.
  public var acceptsQuery: Bool { true }

  /// Starts the first search.
  public func start() { list.start() }

  /// Edits the query, or forwards the command to the list.
  public func handle(_ command: BrowserCommand, visibleRows: Int) -> String? {
    switch command {
    case .editQuery:
      draft = query
    case .insert(let character):
      draft?.append(character)
    case .deleteBackward:
      if draft?.isEmpty == false { draft?.removeLast() }
    case .cancelEditing:
      draft = nil
    case .submitQuery:
      guard let draft else { return nil }
      let trimmed = draft.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty else { return "Type a query first" }
      self.draft = nil
      query = trimmed
      list.resetSelection()
      didSubmit(trimmed)
    default:
      return list.handle(command, visibleRows: visibleRows)
    }
    return nil
  }

  /// The list, titled with the query; the query being typed under the title.
  public func content(visibleRows: Int) -> ScreenContent {
    var content = list.content(visibleRows: visibleRows)
    if let draft {
      content.subtitle = "Search: \(draft)▏"
    }
    return content
  }
}
