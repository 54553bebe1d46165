import RefreshKit

/// What one list on the screen stack holds: its target, its rows in order and whether it
/// is still loading. `github-search --dump-lists PATH` writes them on quit, so a script can
/// compare a run under faults with a clean run.
///
/// ```swift
/// let snapshots = host.listSnapshots   // bottom of the stack first
/// try JSONEncoder().encode(snapshots).write(to: url)
/// ```
public struct ListSnapshot: Codable, Equatable, Sendable {
  /// The list's first-page target, e.g. `search(query: "swift", page: 1)`.
  public var target: String
  /// The full names of the rows, in order.
  public var fullNames: [String]
  /// Whether a refresh or a next page was loading.
  public var isLoading: Bool
  /// Whether the last page arrived: no more rows to load.
  public var endReached: Bool
  /// What the last load that failed said, while the failure is shown.
  public var failure: String?

  /// Takes the snapshot of `list`.
  @MainActor
  public init(of list: RepositoryListModel) {
    let states = list.loadStates
    target = String(describing: list.target)
    fullNames = list.repositories.map(\.fullName)
    isLoading = states.isLoading
    endReached = list.hasLoaded && states.append.endReached
    failure =
      (states.refresh.failure ?? states.append.failure ?? states.prepend.failure)?
      .displayMessage
  }
}

extension TerminalSceneHost {
  /// The lists on the stack, bottom first: the search results and any owner's repositories.
  public var listSnapshots: [ListSnapshot] {
    stack.compactMap { entry in
      switch entry.screen {
      case let search as SearchScreen: ListSnapshot(of: search.list.list)
      case let list as RepositoryListScreen: ListSnapshot(of: list.list)
      default: nil
      }
    }
  }
}
