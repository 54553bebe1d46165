import Foundation
import RefreshKit
import RefreshKitSections
import Testing

extension ChatScreen {
  /// The line at the top of the screen, `nil` when that row is not on screen.
  var topLine: String? {
    guard let top = firstVisibleRow, sections.indices.contains(top.section),
      sections[top.section].indices.contains(top.row)
    else { return nil }
    return sections[top.section][top.row]
  }
}

@MainActor
@Suite(
  "Sections article: the chat screen shows day lines and stays in place as older pages load",
  .timeLimit(.minutes(1)))
struct ChatWithDayLinesTests {
  /// What the screen must show for messages `ids`: a section per day (one every two hours from
  /// 2026-11-20, 12 a day), its day line first.
  private static func expected(_ ids: Range<Int>) -> [[String]] {
    var sections: [[String]] = []
    var day: Int?
    for id in ids {
      if id / 12 != day {
        day = id / 12
        sections.append(["—— 2026-11-\(20 + id / 12) ——"])
      }
      sections[sections.count - 1].append("ann: message \(id)")
    }
    return sections
  }

  private func openChat(_ service: FakeMessageService) async throws -> (
    Pager<String, MessageCursor, Message>, ChatScreen
  ) {
    let chat = try makeChat("general", service: service)
    let screen = ChatScreen(chat: chat, calendar: FakeMessageService.utc)
    screen.open()
    await chat.waitUntilIdle()
    return (chat, screen)
  }

  @Test("the newest page shows a day line above each day's first message")
  func dayLines() async throws {
    let service = FakeMessageService(count: 100)
    let (_, screen) = try await openChat(service)
    #expect(service.requests == [.newest])
    #expect(screen.sections.first == ["—— 2026-11-25 ——", "ann: message 70", "ann: message 71"])
    #expect(screen.sections.count == 4, "Nov 25 to Nov 28")
    #expect(screen.sections == Self.expected(70..<100))
    #expect(screen.header == .idle)
  }

  @Test("older messages load above when the top row shows; the row on top stays on top")
  func olderPagesLoadAbove() async throws {
    let service = FakeMessageService(count: 100)
    let (chat, screen) = try await openChat(service)
    var held = service.heldRequests.makeAsyncIterator()

    service.holdNextRequest()
    screen.scroll(toTop: DerivedIndex(section: 0, row: 1))
    #expect(await held.next() == .before(70))
    #expect(screen.header == .loading)
    #expect(screen.topLine == "ann: message 70")
    #expect(screen.sections == Self.expected(70..<100), "nothing moves while the page loads")

    service.release()
    await chat.waitUntilIdle()
    #expect(screen.sections == Self.expected(40..<100))
    #expect(screen.firstVisibleRow == DerivedIndex(section: 2, row: 11), "under 2 days and 10")
    #expect(screen.topLine == "ann: message 70")
    #expect(service.requests == [.newest, .before(70)], "far from the top now: nothing more")

    for _ in 0..<5 where screen.header != .startReached {  // scroll up to the first message
      screen.scroll(toTop: DerivedIndex(section: 0, row: 1))
      await chat.waitUntilIdle()
    }
    #expect(service.requests == [.newest, .before(70), .before(40), .before(10)])
    #expect(screen.sections == Self.expected(0..<100))
    #expect(screen.topLine == "ann: message 10")
    #expect(screen.header == .startReached)
  }
}
