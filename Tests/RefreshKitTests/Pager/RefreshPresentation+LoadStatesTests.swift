import RefreshKit
import Testing
import YLRefreshKit

@Suite("RefreshPresentation from load states: what a pager's header, footer and placeholder show")
struct RefreshPresentationLoadStatesTests {
  private static let failure = LoadFailure(
    direction: .append, error: ServerUnavailable(), attempt: 1)

  private func shown(_ states: LoadStates, items: Int, loaded: Bool = true) -> RefreshPresentation {
    RefreshPresentation(loadStates: states, itemCount: items, hasLoaded: loaded)
  }

  @Test("before the first load nothing shows")
  func beforeFirstLoad() {
    #expect(
      shown(LoadStates(), items: 0, loaded: false)
        == RefreshPresentation(header: .idle, footer: .hidden, placeholder: .none))
  }

  @Test("the first load shows the loading placeholder; a refresh with items spins the header")
  func loading() {
    #expect(shown(LoadStates(refresh: .loading), items: 0, loaded: false).placeholder == .loading)
    let refreshing = shown(LoadStates(refresh: .loading), items: 3)
    #expect(refreshing.header == .refreshing && refreshing.placeholder == .none)
    #expect(refreshing.footer == .idle)
  }

  @Test("an empty result shows the empty placeholder")
  func empty() {
    #expect(shown(LoadStates(), items: 0).placeholder == .empty(RefreshTexts().empty))
  }

  @Test("the footer follows the append state: loading, failed with retry, idle, no more data")
  func footer() {
    #expect(shown(LoadStates(append: .loading), items: 3).footer == .loadingMore)
    #expect(
      shown(LoadStates(append: .failed(Self.failure)), items: 3).footer
        == .failed(message: "ServerUnavailable()", canRetry: true))
    #expect(shown(LoadStates(), items: 3).footer == .idle)
    #expect(
      shown(LoadStates(append: .notLoading(endReached: true)), items: 3).footer
        == .noMoreData(RefreshTexts().noMoreData))
  }

  @Test("a failed refresh: a placeholder with no items, a header message over items")
  func failedRefresh() {
    let states = LoadStates(refresh: .failed(Self.failure))
    #expect(shown(states, items: 0).placeholder == .failed(message: "ServerUnavailable()"))
    #expect(shown(states, items: 2).header == .failed(message: "ServerUnavailable()"))
  }
}
