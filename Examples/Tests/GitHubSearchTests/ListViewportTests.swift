import GitHubSearch
import TerminalUI
import Testing

@Suite("ListViewport: selection, scrolling and the last visible row")
struct ListViewportTests {
  @Test("paging down moves a screen and keeps the selection on screen")
  func pageDown() {
    var viewport = ListViewport()
    viewport.move(.pageDown, itemCount: 100, height: 10)
    #expect(viewport.selected == 9 && viewport.top == 0)
    viewport.move(.pageDown, itemCount: 100, height: 10)
    #expect(viewport.selected == 18 && viewport.top == 9)
    #expect(viewport.lastVisibleIndex(itemCount: 100, height: 10) == 18)
  }

  @Test("the selection never leaves the list; End and Home jump")
  func bounds() {
    var viewport = ListViewport()
    viewport.move(.up, itemCount: 5, height: 10)
    #expect(viewport.selected == 0)
    viewport.move(.end, itemCount: 5, height: 10)
    #expect(viewport.selected == 4 && viewport.top == 0)
    #expect(viewport.lastVisibleIndex(itemCount: 5, height: 10) == 4)
    viewport.move(.home, itemCount: 5, height: 10)
    #expect(viewport.selected == 0)
    let moved = viewport.move(.enter, itemCount: 5, height: 10)
    #expect(!moved)
    #expect(ListViewport().lastVisibleIndex(itemCount: 0, height: 10) == nil)
  }

  @Test("a smaller window after a resize keeps the selection visible")
  func resize() {
    var viewport = ListViewport()
    viewport.move(.end, itemCount: 50, height: 20)
    viewport.clamp(itemCount: 50, height: 5)
    #expect(viewport.top == 45 && viewport.selected == 49)
  }
}
