import GitHubBrowser
import Testing

@Suite struct ListSelectionTests {
  @Test func movesWithinTheListAndScrolls() {
    var selection = ListSelection()
    selection.move(by: 7, itemCount: 10, visibleRows: 5)
    #expect(selection.index == 7)
    #expect(selection.offset == 3)
    selection.move(by: 100, itemCount: 10, visibleRows: 5)
    #expect(selection.index == 9)
    selection.move(by: -100, itemCount: 10, visibleRows: 5)
    #expect(selection.index == 0)
    #expect(selection.offset == 0)
  }

  @Test func extremeDeltasAndEmptyListsDoNotTrap() {
    var selection = ListSelection()
    selection.move(by: Int.max, itemCount: 3, visibleRows: 2)
    #expect(selection.index == 2)
    selection.move(by: Int.min, itemCount: 3, visibleRows: 2)
    #expect(selection.index == 0)
    selection.move(by: 1, itemCount: 0, visibleRows: 0)
    #expect(selection.index == 0)
    #expect(selection.offset == 0)
  }

  @Test func clampsWhenTheListShrinks() {
    var selection = ListSelection()
    selection.select(29, itemCount: 30, visibleRows: 10)
    selection.clamp(itemCount: 5, visibleRows: 10)
    #expect(selection.index == 4)
    #expect(selection.offset == 0)
  }
}
