import RefreshKit
import TerminalUI
import Testing

@Suite("RefreshPresentation in the terminal: the footer and placeholder lines")
struct RefreshPresentationTerminalTests {
  @Test("each footer state has its line")
  func footers() {
    func footer(_ footer: RefreshPresentation.Footer) -> StyledLine? {
      RefreshPresentation(header: .idle, footer: footer, placeholder: .none)
        .footerLine(retryHint: "press r")
    }
    #expect(footer(.hidden) == nil)
    #expect(footer(.loadingMore) == StyledLine("Loading more…", style: .dim))
    #expect(
      footer(.noMoreData("No more results")) == StyledLine("— No more results —", style: .dim))
    #expect(
      footer(.failed(message: "Server error", canRetry: true))
        == StyledLine("Server error — press r", style: .error))
    #expect(
      footer(.failed(message: "Paging ended", canRetry: false))
        == StyledLine("Paging ended", style: .error))
  }

  @Test("the offline placeholder offers the retry key")
  func offline() {
    let shown = RefreshPresentation(
      header: .idle, footer: .hidden, placeholder: .offline("Offline"))
    #expect(
      shown.placeholderLine(retryHint: "press r") == StyledLine("Offline — press r", style: .error))
    #expect(shown.headerLine == nil)
  }
}
