import RefreshKit
import Testing

@Suite("PageWindow")
struct PageWindowTests {
  let server = WindowServer(count: 100, pageSize: 10)

  @Test("a page in the middle counts the rows around it as placeholders")
  func middlePage() {
    var window = PageWindow<Message, Int>()
    let change = window.replace(with: server.page(5), key: 5)
    #expect(window.items.map(\.id) == Array(40..<50))
    #expect(window.placeholdersBefore == 40 && window.placeholdersAfter == 50)
    #expect(change.insertedIndices == Array(0..<10))
    #expect(window.previousCursor == 4 && window.nextCursor == 6)
    #expect(!window.reachedStart && !window.reachedEnd)
  }

  @Test("past maxItems a page appended drops the first page into placeholders")
  func appendTrimsStart() {
    var window = PageWindow<Message, Int>(maxItems: 25)
    _ = window.replace(with: server.page(1), key: 1)
    _ = window.append(server.page(2), key: 2)
    let change = window.append(server.page(3), key: 3, protecting: 25)
    #expect(window.items.map(\.id) == Array(10..<30))
    #expect(change.removedIndices == Array(0..<10))
    #expect(change.insertedIndices == Array(10..<20))
    #expect(change.oldPlaceholdersBefore == 0 && change.placeholdersBefore == 10)
    #expect(window.previousCursor == 1)
  }

  @Test("a prepended page trims the end; the same ids come back when scrolling down again")
  func prependTrimsEnd() {
    var window = PageWindow<Message, Int>(maxItems: 25)
    _ = window.replace(with: server.page(5), key: 5)
    _ = window.append(server.page(6), key: 6)
    let change = window.prepend(server.page(4), key: 4, protecting: 35)
    #expect(window.items.map(\.id) == Array(30..<50))
    #expect(change.insertedIndices == Array(0..<10))
    #expect(change.removedIndices == Array(10..<20))
    #expect(window.placeholdersAfter == 50)
    _ = window.append(server.page(window.nextCursor), key: window.nextCursor, protecting: 49)
    #expect(window.items.map(\.id) == Array(40..<60))
  }

  @Test("a trim drops the page farthest from the row on screen, never one within keepAround")
  func trimKeepsTheRowOnScreen() {
    var window = PageWindow<Message, Int>(maxItems: 25, keepAround: 5)
    _ = window.replace(with: server.page(1), key: 1)
    _ = window.append(server.page(2), key: 2)
    _ = window.append(server.page(3), key: 3, protecting: 12)
    #expect(window.items.map(\.id) == Array(0..<20))
    #expect(window.placeholdersAfter == 80)
    _ = window.append(server.page(3), key: 3, protecting: 14)
    #expect(window.items.count == 30)
  }

  @Test("without the server's counts, placeholders count what was dropped")
  func countsWhatWasDropped() {
    var server = self.server
    server.countsItems = false
    var window = PageWindow<Message, Int>(maxItems: 20)
    _ = window.replace(with: server.page(1), key: 1)
    _ = window.append(server.page(2), key: 2)
    _ = window.append(server.page(3), key: 3, protecting: 25)
    #expect(window.placeholdersBefore == 10 && window.placeholdersAfter == 0)
    _ = window.prepend(server.page(1), key: 1, protecting: 5)
    #expect(window.placeholdersBefore == 0 && window.placeholdersAfter == 10)
    #expect(window.items.map(\.id) == Array(0..<20))
  }

  @Test(
    "without the server's counts, a window trimmed at the end and appended to again counts exactly the rows still dropped after it"
  )
  func countsAfterAnEndTrimAndAppends() {
    var server = self.server
    server.countsItems = false
    var window = PageWindow<Message, Int>(maxItems: 20)
    _ = window.replace(with: server.page(1), key: 1)
    _ = window.append(server.page(2), key: 2)
    _ = window.append(server.page(3), key: 3, protecting: 25)
    _ = window.append(server.page(4), key: 4, protecting: 35)
    _ = window.prepend(server.page(2), key: 2, protecting: 15)
    _ = window.prepend(server.page(1), key: 1, protecting: 5)
    #expect(window.items.map(\.id) == Array(0..<20))
    #expect(window.placeholdersBefore == 0 && window.placeholdersAfter == 20)

    let change = window.append(server.page(3), key: 3, protecting: 25)
    #expect(window.items.map(\.id) == Array(10..<30))
    #expect(window.placeholdersBefore == 10 && window.placeholdersAfter == 10)
    #expect(change.oldPlaceholdersAfter == 20 && change.placeholdersAfter == 10)
    _ = window.append(server.page(4), key: 4, protecting: 35)
    #expect(window.items.map(\.id) == Array(20..<40))
    #expect(window.placeholdersBefore == 20 && window.placeholdersAfter == 0)
    _ = window.append(server.page(5), key: 5, protecting: 45)
    #expect(window.items.map(\.id) == Array(30..<50))
    #expect(window.placeholdersBefore == 30 && window.placeholdersAfter == 0)
  }

  @Test("an id two pages send shows once, first place, newest value")
  func duplicates() {
    var window = PageWindow<Message, Int>()
    _ = window.replace(with: Page(items: [Message(id: 1), Message(id: 2)], next: 2), key: 1)
    let change = window.append(
      Page(items: [Message(id: 2, revision: 1), Message(id: 3)], previous: 1), key: 2)
    #expect(window.items.map(\.description) == ["1", "2r1", "3"])
    #expect(change.insertedIndices == [2])
    #expect(change.updatedIDs == [2])
  }

  @Test("a revalidated last page that now ends the data drops the pages after it")
  func revalidateShortens() {
    var window = PageWindow<Message, Int>()
    _ = window.replace(with: server.page(1), key: 1)
    _ = window.append(server.page(2), key: 2)
    let change = window.replacePage(
      at: 0, with: Page(items: [Message(id: 0, revision: 1)]), key: 1, dropsAfter: true)
    #expect(window.items.map(\.description) == ["0r1"])
    #expect(change.removedIndices == Array(1..<20))
    #expect(window.reachedEnd && window.placeholdersAfter == 0)
  }
}
