import RefreshKit
import TerminalUI
import Testing

@Suite("RefreshPresentation in the terminal: one line per header, footer and placeholder state")
struct RefreshPresentationTerminalTests {
  @Test("each footer state has its line, led by the count when there is one")
  func footers() {
    func footer(_ footer: RefreshPresentation.Footer) -> StyledLine? {
      footer.line(count: "3 rows", retryHint: "press r")
    }
    #expect(footer(.hidden) == nil)
    #expect(footer(.idle) == StyledLine("3 rows — more below", style: .dim))
    #expect(footer(.loadingMore) == StyledLine("3 rows — loading more…", style: .dim))
    #expect(
      footer(.noMoreData("end of results")) == StyledLine("3 rows — end of results", style: .dim))
    #expect(
      footer(.failed(message: "Server error", canRetry: true))
        == StyledLine("Load failed: Server error — press r", style: .error))
    #expect(
      footer(.failed(message: "Paging ended", canRetry: false))
        == StyledLine("Load failed: Paging ended", style: .error))
    #expect(
      RefreshPresentation.Footer.loadingMore.line(retryHint: "r")
        == StyledLine("loading more…", style: .dim))
  }

  @Test("the prepend header mirrors the footer, and says the start only when asked")
  func prependHeaders() {
    typealias Header = RefreshPresentation.PrependHeader
    #expect(Header.hidden.line(start: "— first —", retryHint: "r") == nil)
    #expect(Header.loading.line(start: nil, retryHint: "r")?.text == "↑ loading earlier…")
    #expect(Header.idle.line(start: nil, retryHint: "r")?.text == "↑ more above")
    #expect(Header.startReached.line(start: nil, retryHint: "r") == nil)
    #expect(Header.startReached.line(start: "— first —", retryHint: "r")?.text == "— first —")
    #expect(
      Header.failed(message: "Offline", canRetry: true).line(start: nil, retryHint: "r to retry")
        == StyledLine("Loading earlier failed: Offline — r to retry", style: .error))
  }

  @Test("placeholders offer the retry key when retrying helps; the header says refreshing")
  func placeholdersAndHeader() {
    typealias Placeholder = RefreshPresentation.Placeholder
    #expect(Placeholder.none.line(retryHint: "press r") == nil)
    #expect(Placeholder.loading.line(retryHint: "press r") == StyledLine("Loading…", style: .dim))
    #expect(Placeholder.empty("No results").line(retryHint: "press r")?.text == "No results")
    #expect(
      Placeholder.offline("Offline").line(retryHint: "press r")
        == StyledLine("Offline — press r", style: .error))
    #expect(
      Placeholder.failed(message: "HTTP 500").line(retryHint: "press r")?.text
        == "Error: HTTP 500 — press r")
    #expect(RefreshPresentation.Header.idle.line == nil)
    #expect(RefreshPresentation.Header.refreshing.line?.text == "Refreshing…")
    #expect(
      RefreshPresentation.Header.failed(message: "Offline").line?.text == "Refresh failed: Offline")
  }
}
