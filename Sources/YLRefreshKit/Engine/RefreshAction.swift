import RefreshKit
public import YLStateMachine

/// What the user (or the list) asks for: the seed's two actions.
///
/// ```swift
/// try await machine.trigger(.pullToRefresh)   // replace the list with page one
/// try await machine.trigger(.loadingMore)     // append the next page
/// ```
public enum RefreshAction: String, ActionType, CaseIterable {
  /// Load the first page and replace the list.
  case pullToRefresh
  /// Load the next page and append it.
  case loadingMore

  /// `refreshing` for pull-to-refresh, `paging` for load-more.
  public var transitionState: RefreshState {
    switch self {
    case .pullToRefresh: .refreshing
    case .loadingMore: .paging
    }
  }
}
