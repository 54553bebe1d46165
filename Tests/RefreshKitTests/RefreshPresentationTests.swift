import RefreshKit
import Testing
import YLRefreshKit

/// One row of the presentation table: the engine's situation and what must be drawn.
struct PresentationCase: CustomTestStringConvertible, Sendable {
  let name: String
  let state: RefreshState
  let itemCount: Int
  let failure: RefreshFailure?
  let canLoadMore: Bool
  let expected: RefreshPresentation

  var testDescription: String { name }
}

private let texts = RefreshTexts(noMoreData: "No more repos", empty: "No repos", offline: "Offline")

private func failure(_ action: RefreshAction, _ error: any Error) -> RefreshFailure {
  RefreshFailure(action: action, error: error, attempt: 1)
}

private let table: [PresentationCase] = [
  PresentationCase(
    name: "initial: nothing drawn", state: .initial, itemCount: 0, failure: nil,
    canLoadMore: false, expected: .init(header: .idle, footer: .hidden, placeholder: .none)),
  PresentationCase(
    name: "first load: loading placeholder", state: .refreshing, itemCount: 0, failure: nil,
    canLoadMore: false, expected: .init(header: .refreshing, footer: .hidden, placeholder: .loading)
  ),
  PresentationCase(
    name: "refresh over content: spinning header, footer stays", state: .refreshing, itemCount: 30,
    failure: nil, canLoadMore: true,
    expected: .init(header: .refreshing, footer: .idle, placeholder: .none)),
  PresentationCase(
    name: "paginated: idle footer", state: .paginated, itemCount: 30, failure: nil,
    canLoadMore: true, expected: .init(header: .idle, footer: .idle, placeholder: .none)),
  PresentationCase(
    name: "paging: loading-more footer", state: .paging, itemCount: 30, failure: nil,
    canLoadMore: true, expected: .init(header: .idle, footer: .loadingMore, placeholder: .none)),
  PresentationCase(
    name: "populated: no-more-data footer with its text", state: .populated, itemCount: 30,
    failure: nil, canLoadMore: false,
    expected: .init(header: .idle, footer: .noMoreData("No more repos"), placeholder: .none)),
  PresentationCase(
    name: "loaded and empty: empty placeholder", state: .populated, itemCount: 0, failure: nil,
    canLoadMore: false,
    expected: .init(header: .idle, footer: .hidden, placeholder: .empty("No repos"))),
  PresentationCase(
    name: "first load failed: full-screen retry", state: .error(ServerDown()), itemCount: 0,
    failure: failure(.pullToRefresh, ServerDown()), canLoadMore: false,
    expected: .init(header: .idle, footer: .hidden, placeholder: .failed(message: "ServerDown()"))),
  PresentationCase(
    name: "offline with nothing on screen: offline placeholder", state: .error(Offline()),
    itemCount: 0, failure: failure(.pullToRefresh, Offline()), canLoadMore: false,
    expected: .init(header: .idle, footer: .hidden, placeholder: .offline("Offline"))),
  PresentationCase(
    name: "refresh failed over content: header message, items stay", state: .error(Offline()),
    itemCount: 30, failure: failure(.pullToRefresh, Offline()), canLoadMore: true,
    expected: .init(
      header: .failed(message: Offline().displayMessage), footer: .idle, placeholder: .none)),
  PresentationCase(
    name: "load-more failed: footer retry", state: .error(ServerDown()), itemCount: 30,
    failure: failure(.loadingMore, ServerDown()), canLoadMore: true,
    expected: .init(
      header: .idle, footer: .failed(message: "ServerDown()", canRetry: true), placeholder: .none)),
  PresentationCase(
    name: "load-more ended paging with a typed error: footer without retry",
    state: .error(PagingError<Int>.repeatedCursor(2)), itemCount: 30,
    failure: failure(.loadingMore, PagingError<Int>.repeatedCursor(2)), canLoadMore: false,
    expected: .init(
      header: .idle,
      footer: .failed(
        message: String(describing: PagingError<Int>.repeatedCursor(2)), canRetry: false),
      placeholder: .none)),
]

@Suite("RefreshPresentation: what the header, footer and placeholder show in every state")
struct RefreshPresentationTests {
  @Test("every state draws as the table says", arguments: table)
  func drawsTheTable(_ row: PresentationCase) {
    let shown = RefreshPresentation(
      state: row.state, itemCount: row.itemCount, lastFailure: row.failure,
      canLoadMore: row.canLoadMore, texts: texts)
    #expect(shown == row.expected)
  }

  @Test("an error state without a recorded failure is treated as a failed refresh")
  func errorWithoutFailureRecord() {
    let shown = RefreshPresentation(
      state: .error(ServerDown()), itemCount: 0, lastFailure: nil, canLoadMore: false)
    #expect(shown.placeholder == .failed(message: "ServerDown()"))
  }

  @Test("default texts are English and non-empty")
  func defaultTexts() {
    let texts = RefreshTexts()
    #expect(!texts.noMoreData.isEmpty && !texts.empty.isEmpty && !texts.offline.isEmpty)
  }
}
