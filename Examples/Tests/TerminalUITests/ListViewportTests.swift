import TerminalUI
import Testing

@Suite("ListViewport: the selection and scroll position of a terminal list")
struct ListViewportTests {
  @Test("moves within the list and scrolls so the selection stays on screen")
  func movesWithinTheListAndScrolls() {
    var viewport = ListViewport()
    viewport.move(by: 7, itemCount: 10, height: 5)
    #expect(viewport.selected == 7)
    #expect(viewport.top == 3)
    #expect(viewport.lastVisibleIndex(itemCount: 10, height: 5) == 7)
    #expect(viewport.visibleRange(itemCount: 10, height: 5) == 3..<8)
    viewport.move(by: 100, itemCount: 10, height: 5)
    #expect(viewport.selected == 9)
    viewport.move(by: -100, itemCount: 10, height: 5)
    #expect(viewport.selected == 0)
    #expect(viewport.top == 0)
  }

  @Test("a page moves a screenful; extreme moves and empty lists do not trap")
  func pagesAndExtremes() {
    var viewport = ListViewport()
    viewport.move(pages: 2, itemCount: 120, height: 30)
    #expect(viewport.selected == 60)
    viewport.move(pages: Int.max, itemCount: 3, height: 2)
    #expect(viewport.selected == 2)
    viewport.move(by: Int.min, itemCount: 3, height: 2)
    #expect(viewport.selected == 0)
    viewport.move(by: 1, itemCount: 0, height: 0)
    #expect(viewport.selected == 0)
    #expect(viewport.top == 0)
    #expect(viewport.lastVisibleIndex(itemCount: 0, height: 5) == nil)
    #expect(viewport.visibleRange(itemCount: 0, height: 5).isEmpty)
  }

  @Test("clamps when the list shrinks, and reset goes back to the top")
  func clampsWhenTheListShrinks() {
    var viewport = ListViewport()
    viewport.select(29, itemCount: 30, height: 10)
    #expect(viewport.top == 20)
    viewport.clamp(itemCount: 5, height: 10)
    #expect(viewport.selected == 4)
    #expect(viewport.top == 0)
    viewport.reset()
    #expect(viewport == ListViewport())
  }
}
