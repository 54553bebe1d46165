public import RefreshKit
// The seed engine's state as a presentation: what a RefreshController screen shows.

extension RefreshPresentation {
  /// Derives what to show from the engine's state and what it holds.
  public init(
    state: RefreshState,
    itemCount: Int,
    lastFailure: RefreshFailure?,
    canLoadMore: Bool,
    texts: RefreshTexts = RefreshTexts()
  ) {
    let hasItems = itemCount > 0
    let restingFooter: Footer =
      hasItems ? (canLoadMore ? .idle : .noMoreData(texts.noMoreData)) : .hidden
    switch state {
    case .initial:
      self.init(header: .idle, footer: .hidden, placeholder: .none)
    case .refreshing:
      self.init(
        header: .refreshing, footer: restingFooter, placeholder: hasItems ? .none : .loading)
    case .paginated, .populated:
      self.init(
        header: .idle, footer: restingFooter, placeholder: hasItems ? .none : .empty(texts.empty))
    case .paging:
      self.init(header: .idle, footer: .loadingMore, placeholder: .none)
    case .error(let error):
      let failure = lastFailure ?? RefreshFailure(action: .pullToRefresh, error: error, attempt: 1)
      self = Self.failed(
        failure, hasItems: hasItems, canLoadMore: canLoadMore, resting: restingFooter, texts: texts)
    }
  }

  private static func failed(
    _ failure: RefreshFailure, hasItems: Bool, canLoadMore: Bool, resting: Footer,
    texts: RefreshTexts
  ) -> RefreshPresentation {
    guard hasItems else {
      let placeholder: Placeholder =
        failure.isOffline ? .offline(texts.offline) : .failed(message: failure.displayMessage)
      return RefreshPresentation(header: .idle, footer: .hidden, placeholder: placeholder)
    }
    switch failure.action {
    case .pullToRefresh:
      return RefreshPresentation(
        header: .failed(message: failure.displayMessage), footer: resting, placeholder: .none)
    case .loadingMore:
      return RefreshPresentation(
        header: .idle, footer: .failed(message: failure.displayMessage, canRetry: canLoadMore),
        placeholder: .none)
    }
  }
}
