import RefreshKit

extension ReferenceModel {
  /// The page the scripted server answers `request` with, in `shape`.
  func page(for request: Request, shape: EngineEvent.PageShape) -> RepoPage {
    let number = request.cursor ?? 1
    let next = number < lastPage ? number + 1 : nil
    let fresh = (0..<3).map { Repo(id: "r\(request.index)-p\(number)-\($0)") }
    switch shape {
    case .normal:
      return RepoPage(repos: fresh, nextPage: next)
    case .empty:
      return RepoPage(repos: [], nextPage: next)
    case .repeatingCursor:
      return RepoPage(repos: fresh, nextPage: number)
    case .shifted:
      guard request.direction == .loadingMore, let last = items.last else {
        return RepoPage(repos: fresh, nextPage: next)
      }
      return RepoPage(repos: [Repo(id: last)] + fresh.dropFirst(), nextPage: next)
    }
  }

  /// Notes that `page` repeats an item, so duplicates in the list are expected.
  mutating func noteServed(_ page: RepoPage) {
    if page.repos.contains(where: { items.contains($0.id) }) { servedShiftedItems = true }
  }
}

extension ReferenceModel {
  /// What the list must show: the presentation table of the documentation.
  func presentation(texts: RefreshTexts = RefreshTexts()) -> RefreshPresentation {
    let hasItems = !items.isEmpty
    let canLoadMore = hasLoaded && nextCursor != nil
    let resting: RefreshPresentation.Footer =
      hasItems ? (canLoadMore ? .idle : .noMoreData(texts.noMoreData)) : .hidden
    switch phase {
    case .initial:
      return RefreshPresentation(header: .idle, footer: .hidden, placeholder: .none)
    case .refreshing:
      return RefreshPresentation(
        header: .refreshing, footer: resting, placeholder: hasItems ? .none : .loading)
    case .paginated, .populated:
      return RefreshPresentation(
        header: .idle, footer: resting, placeholder: hasItems ? .none : .empty(texts.empty))
    case .paging:
      return RefreshPresentation(header: .idle, footer: .loadingMore, placeholder: .none)
    case .error:
      let message = failure?.message ?? "no failure recorded"
      guard hasItems else {
        return RefreshPresentation(
          header: .idle, footer: .hidden, placeholder: .failed(message: message))
      }
      if failure?.direction == .loadingMore {
        return RefreshPresentation(
          header: .idle, footer: .failed(message: message, canRetry: canLoadMore),
          placeholder: .none)
      }
      return RefreshPresentation(
        header: .failed(message: message), footer: resting, placeholder: .none)
    }
  }
}
