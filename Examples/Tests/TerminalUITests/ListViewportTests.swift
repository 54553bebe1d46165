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

  @Test("follows a row that moved: rows on screen stay on their lines; a restored row goes on top")
  func followsAMovedRow() {
    var viewport = ListViewport()
    viewport.select(12, itemCount: 30, height: 10)  // rows 3…12 on screen, 12 selected
    viewport.follow(rowFrom: 3, to: 33)  // 30 rows inserted above
    #expect(viewport.top == 33)
    #expect(viewport.selected == 42)
    viewport.follow(rowFrom: 33, to: 3)  // 30 rows above removed
    #expect(viewport.top == 3 && viewport.selected == 12)
    viewport.follow(rowFrom: nil, to: 17)
    #expect(viewport.top == 17 && viewport.selected == 17)
  }

  @Test("skips rows that cannot be selected: onwards first, else back; stays when none can be")
  func skipsUnselectableRows() {
    let headers: Set = [0, 5, 8, 9]  // rows 0, 5, 8 and 9 of 10 are headers
    var viewport = ListViewport()
    viewport.skip(direction: 1, itemCount: 10, height: 4) { !headers.contains($0) }
    #expect(viewport.selected == 1)
    #expect(viewport.top == 0, "the header above stays on screen")
    viewport.select(5, itemCount: 10, height: 4)
    viewport.skip(direction: -1, itemCount: 10, height: 4) { !headers.contains($0) }
    #expect(viewport.selected == 4)
    viewport.select(8, itemCount: 10, height: 4)
    viewport.skip(direction: 1, itemCount: 10, height: 4) { !headers.contains($0) }
    #expect(viewport.selected == 7, "nothing below: the nearest above")
    viewport.select(2, itemCount: 10, height: 4)
    viewport.skip(direction: 1, itemCount: 10, height: 4) { _ in false }
    #expect(viewport.selected == 2, "nothing selectable: it stays")
  }

  @Test("places a row on a given screen line, as far as the list's start allows")
  func placesARowOnAScreenLine() {
    var viewport = ListViewport()
    viewport.place(40, onScreenLine: 5)
    #expect(viewport.selected == 40 && viewport.top == 35)
    viewport.place(3, onScreenLine: 5)
    #expect(viewport.selected == 3 && viewport.top == 0)
  }
}
