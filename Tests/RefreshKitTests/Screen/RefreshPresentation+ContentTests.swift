import RefreshKit
import Testing
import YLRefreshKit

@Suite("Placeholder and footer content: what the empty, failed and offline screens say")
struct RefreshPresentationContentTests {
  struct Offline: PresentableError {
    var displayMessage: String { "No connection" }
    var isOffline: Bool { true }
  }

  let texts = RefreshTexts(empty: "No repositories", retry: "Try again")

  @Test("a list with items has no placeholder")
  func none() {
    #expect(RefreshPresentation.Placeholder.none.content(texts: texts) == nil)
  }

  @Test("the first load shows a spinner with the loading text, and no retry")
  func loading() {
    let content = RefreshPresentation.Placeholder.loading.content(texts: texts)
    #expect(content == .init(title: texts.loading, isLoading: true))
  }

  @Test("empty says the empty text and offers no retry")
  func empty() {
    let content = RefreshPresentation.Placeholder.empty(texts.empty).content(texts: texts)
    #expect(content?.title == "No repositories")
    #expect(content?.retryTitle == nil)
  }

  @Test("a failed first load says it failed, why, and offers a retry")
  func failed() {
    let content = RefreshPresentation.Placeholder.failed(message: "HTTP 500").content(texts: texts)
    #expect(content?.title == texts.failed)
    #expect(content?.message == "HTTP 500")
    #expect(content?.retryTitle == "Try again")
  }

  @Test("offline with nothing on screen says so and offers a retry")
  func offline() {
    let failure = LoadFailure(direction: .refresh, error: Offline(), attempt: 1)
    let shown = RefreshPresentation(
      loadStates: LoadStates(refresh: .failed(failure)), itemCount: 0, hasLoaded: false,
      texts: texts)
    let content = shown.placeholder.content(texts: texts)
    #expect(content?.title == texts.offline)
    #expect(content?.systemImage == "wifi.slash")
    #expect(content?.retryTitle == "Try again")
  }

  @Test("the footer takes space only for loading, the end and a failure")
  func footerVisibility() {
    #expect(!RefreshPresentation.Footer.hidden.isVisible)
    #expect(!RefreshPresentation.Footer.idle.isVisible)
    #expect(RefreshPresentation.Footer.loadingMore.isVisible)
    #expect(RefreshPresentation.Footer.noMoreData("end").isVisible)
    #expect(RefreshPresentation.Footer.failed(message: "x", canRetry: true).isVisible)
  }
}
