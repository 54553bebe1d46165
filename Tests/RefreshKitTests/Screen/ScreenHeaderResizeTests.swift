import Testing

@testable import RefreshKit

/// A table laid out the way UIKit lays one out: the header is the first item of the scrolling
/// content, then rows of 50 pt; 400 pt of the screen show rows, under a 100 pt bar (the top
/// inset) that covers the top of the scroll view.
private struct TableModel {
  var headerHeight = 0.0
  var rowCount = 100
  var offset = 0.0
  let rowHeight = 50.0
  let screenHeight = 400.0
  let topInset = 100.0

  /// Where row `index` sits, from the top of the screen below the bar.
  func screenY(ofRow index: Int) -> Double {
    headerHeight + Double(index) * rowHeight - offset - topInset
  }

  /// The offsets the content allows.
  var range: ClosedRange<Double> {
    let top = -topInset
    let content = headerHeight + Double(rowCount) * rowHeight
    return top...max(top, content - (screenHeight + topInset))
  }

  /// Sets the header's height as the UIKit glue does: the height, then the offset.
  mutating func setHeader(_ height: Double) {
    let resize = HeaderResize(oldHeight: headerHeight, newHeight: height)
    headerHeight = height
    offset = resize.contentOffset(from: offset, within: range)
  }
}

@Suite("HeaderResize: the rows stay where they are when the header above them changes")
struct ScreenHeaderResizeTests {
  @Test("the loading header appearing leaves row 43 at −10 pt, not 42 pt (issue 32)")
  func appearingHeaderKeepsRow() {
    var table = TableModel()
    table.offset = 43 * 50 + 10 - 100
    #expect(table.screenY(ofRow: 43) == -10)
    table.setHeader(52)
    #expect(table.screenY(ofRow: 43) == -10)
    #expect(table.screenY(ofRow: 44) == 40)
  }

  @Test("the header going away, off screen, leaves the rows where they are")
  func disappearingHeaderKeepsRows() {
    var table = TableModel(headerHeight: 52)
    table.offset = 52 + 20 * 50 - 100
    #expect(table.screenY(ofRow: 20) == 0)
    table.setHeader(0)
    #expect(table.screenY(ofRow: 20) == 0)
  }

  @Test("at the very top, the header arrives above the screen and the user scrolls up to it")
  func atTheTop() {
    var table = TableModel()
    table.offset = table.range.lowerBound
    #expect(table.screenY(ofRow: 0) == 0)
    table.setHeader(52)
    #expect(table.screenY(ofRow: 0) == 0, "row 0 stays under the finger")
    #expect(table.range.lowerBound < table.offset, "the header is reachable above")
  }

  @Test("a header on screen that goes away closes its space: the rows move up by what it took")
  func headerOnScreenGoesAway() {
    var table = TableModel(headerHeight: 52)
    table.offset = table.range.lowerBound
    #expect(table.screenY(ofRow: 0) == 52)
    table.setHeader(0)
    #expect(table.offset == table.range.lowerBound, "no offset above the content")
    #expect(table.screenY(ofRow: 0) == 0)
  }

  @Test("a list shorter than the screen cannot scroll: the header pushes its rows down")
  func shortList() {
    var table = TableModel(rowCount: 3)
    table.offset = table.range.lowerBound
    table.setHeader(52)
    #expect(table.offset == table.range.lowerBound)
    #expect(table.screenY(ofRow: 0) == 52)
  }

  @Test("a header that keeps its height moves nothing")
  func sameHeight() {
    #expect(!HeaderResize(oldHeight: 52, newHeight: 52).movesRows)
    #expect(HeaderResize(oldHeight: 52, newHeight: 52).contentOffset(from: 7, within: 0...100) == 7)
  }
}
