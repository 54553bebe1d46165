extension RefreshPresentation {
  /// Derives what to show from a pager's load states.
  ///
  /// ```swift
  /// let shown = RefreshPresentation(loadStates: pager.loadStates, itemCount: pager.items.count,
  ///                                 hasLoaded: pager.hasLoaded)
  /// ```
  package init(
    loadStates: LoadStates, itemCount: Int, hasLoaded: Bool, texts: RefreshTexts = RefreshTexts()
  ) {
    let hasItems = itemCount > 0
    self.init(
      header: Self.header(loadStates.refresh, hasItems: hasItems),
      footer: Self.footer(loadStates, hasItems: hasItems, texts: texts),
      placeholder: Self.placeholder(
        loadStates.refresh, hasItems: hasItems, hasLoaded: hasLoaded, texts: texts))
  }

  private static func header(_ refresh: LoadState, hasItems: Bool) -> Header {
    switch refresh {
    case .loading: .refreshing
    case .failed(let failure) where hasItems: .failed(message: failure.displayMessage)
    default: .idle
    }
  }

  private static func footer(_ states: LoadStates, hasItems: Bool, texts: RefreshTexts) -> Footer {
    guard hasItems else { return .hidden }
    switch states.append {
    case .loading: return .loadingMore
    case .failed(let failure): return .failed(message: failure.displayMessage, canRetry: true)
    case .notLoading(let endReached): return endReached ? .noMoreData(texts.noMoreData) : .idle
    }
  }

  private static func placeholder(
    _ refresh: LoadState, hasItems: Bool, hasLoaded: Bool, texts: RefreshTexts
  ) -> Placeholder {
    guard !hasItems else { return .none }
    switch refresh {
    case .loading: return .loading
    case .failed(let failure):
      return failure.isOffline ? .offline(texts.offline) : .failed(message: failure.displayMessage)
    case .notLoading: return hasLoaded ? .empty(texts.empty) : .none
    }
  }
}
