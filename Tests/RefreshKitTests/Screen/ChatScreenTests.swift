@_spi(Diagnostics) import RefreshKit
import RefreshKitTesting
import Testing

/// The chat screen of the UIKit and SwiftUI articles (`ChatHistory`, `makeChatPager`), run
/// with a recording host in place of the table: it opens at the newest page, loads older
/// pages above the row on screen without moving it, and announces them in its own words.
@MainActor
@Suite(
  "The articles' chat screen: newest first, older pages above, the place kept",
  .timeLimit(.minutes(1)))
struct ChatScreenTests {
  /// A history of `pages` pages of 50 lines; line ids count from 0, the oldest.
  static func history(pages: Int) -> ChatHistory {
    ChatHistory(newestPage: pages) { _, page in
      ((page - 1) * 50..<page * 50).map { ChatLine(id: $0, text: "line \($0)") }
    }
  }

  /// A screen of 8 lines that shows the last 8 of the first page, as `startsAtBottom` does;
  /// `laysOutAtOldOffset` as ``SnapshotRecordingHost/laysOutAtOldOffset``.
  func openChat(laysOutAtOldOffset: Bool = false) async throws -> (
    Pager<String, Int, ChatLine>, SnapshotRecordingHost<Int>,
    PagerListBinding<String, Int, ChatLine>
  ) {
    let pager = try makeChatPager(room: "general", history: Self.history(pages: 10))
    let host = SnapshotRecordingHost<Int>(screenHeight: 8)
    host.top = 42
    host.laysOutAtOldOffset = laysOutAtOldOffset
    let binding = host.bind(pager)
    binding.start()
    await pager.waitUntilIdle()
    return (pager, host, binding)
  }

  @Test("the chat opens at the newest page and loads the older page when its top row appears")
  func opensAtNewestPage() async throws {
    let (pager, host, binding) = try await openChat()
    defer { binding.stop() }
    #expect(pager.items.first?.id == 450 && pager.items.last?.id == 499)
    #expect(host.screen.last == .item(499), "the newest line is on screen")
    #expect(pager.loadStates.append.endReached, "the newest page is the end")
    host.scroll(toTop: 0)
    await pager.waitUntilIdle()
    #expect(pager.items.first?.id == 400 && pager.items.count == 100)
  }

  @Test("older lines arrive above the line on screen without moving it, and are announced")
  func olderLinesKeepThePlace() async throws {
    let (pager, host, binding) = try await openChat()
    defer { binding.stop() }
    host.scroll(toTop: 10)
    let before = host.screen
    await pager.waitUntilIdle()
    #expect(pager.items.count == 100, "the older page arrived")
    #expect(host.screen == before, "the same lines on the same lines of the screen")
    #expect(host.top == 60)
    #expect(host.announcements == ["50 older messages loaded"])
  }

  @Test(
    "a user who stays still near the top loads one older page: the rows laid out at the old offset do not count"
  )
  func stillUserLoadsOnePage() async throws {
    let (pager, host, binding) = try await openChat(laysOutAtOldOffset: true)
    defer { binding.stop() }
    host.scroll(toTop: 10)
    let before = host.screen
    while pager.isLoading { await pager.waitUntilIdle() }
    #expect(pager.items.count == 100, "one older page, not a chain of them")
    #expect(host.screen == before, "the same lines on the same lines of the screen")
    #expect(host.top == 60)
    host.scroll(toTop: 10)
    while pager.isLoading { await pager.waitUntilIdle() }
    #expect(pager.items.count == 150, "scrolling up again loads the next older page")
  }
}
