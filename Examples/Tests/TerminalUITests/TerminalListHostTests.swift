import RefreshKit
import TerminalUI
import Testing

@MainActor
@Suite(
  "TerminalListHost: the binding's rows on a terminal, the place kept", .timeLimit(.minutes(1)))
struct TerminalListHostTests {
  struct Message: Identifiable, Equatable, Sendable {
    var id: Int
  }

  /// Ten pages of ten messages, 0…99; page `key` holds `key * 10 ..< key * 10 + 10`. No page
  /// says how many rows come before it, so older pages are inserted above (a chat).
  static func thread(openingAt key: Int) throws -> Pager<String, Int, Message> {
    Pager(
      query: "thread", configuration: try PagerConfiguration(pageSize: 10, prefetchDistance: 2),
      initialKey: key
    ) { request in
      let page = request.cursor ?? 0
      return Page(
        items: (page * 10..<page * 10 + 10).map { Message(id: $0) },
        previous: page > 0 ? page - 1 : nil, next: page < 9 ? page + 1 : nil)
    }
  }

  /// A thread opened at page `key`, shown by a host that starts at the end, once loaded.
  static func shown(openingAt key: Int) async throws -> (
    Pager<String, Int, Message>, TerminalListHost<Int>, PagerListBinding<String, Int, Message>
  ) {
    let pager = try thread(openingAt: key)
    let host = TerminalListHost<Int>(startsAtEnd: true)
    let binding = PagerListBinding(pager: pager, host: host)
    binding.start()
    await pager.waitUntilIdle()
    return (pager, host, binding)
  }

  /// The ids of the rows on screen, top to bottom, and the selected one's line.
  func screen(_ host: TerminalListHost<Int>, height: Int) -> (ids: [Int?], selectedLine: Int) {
    var viewport = host.viewport
    viewport.clamp(itemCount: host.rows.count, height: height)
    let range = viewport.visibleRange(itemCount: host.rows.count, height: height)
    return (range.map { host.rows[$0].itemID }, viewport.selected - viewport.top)
  }

  @Test("a thread opens at its newest row, selected on the last line")
  func opensAtTheEnd() async throws {
    let (_, host, binding) = try await Self.shown(openingAt: 9)
    defer { withExtendedLifetime(binding) {} }  // the binding shows the pager while it lives
    let shown = screen(host, height: 4)
    #expect(shown.ids == [96, 97, 98, 99])
    #expect(shown.selectedLine == 3)
    #expect(host.footer == .noMoreData("No more data"))  // RefreshTexts' default
  }

  @Test("older rows arriving above keep every row on screen on its line, and the selection")
  func prependKeepsTheScreen() async throws {
    let (pager, host, binding) = try await Self.shown(openingAt: 9)
    for step in 0..<5 {
      host.viewport.select(0, itemCount: host.rows.count, height: 4)  // scrolled to the top
      let before = screen(host, height: 4)
      let selected = host.rows[host.viewport.selected]
      binding.rowsWillAppear(
        atPositions: host.viewport.visibleRange(itemCount: host.rows.count, height: 4))
      await pager.waitUntilIdle()
      #expect(host.rows.count == 10 * (step + 2), "a page before arrived")
      #expect(screen(host, height: 4) == before, "step \(step): the same rows on the same lines")
      #expect(host.rows[host.viewport.selected] == selected)
    }
    #expect(host.prependHeader == .idle)
  }

  @Test("a row added at the end is followed while the last row is selected, not otherwise")
  func followsTheEnd() async throws {
    let (pager, host, binding) = try await Self.shown(openingAt: 9)
    defer { withExtendedLifetime(binding) {} }  // the binding shows the pager while it lives
    try pager.insert(Message(id: 100), at: pager.items.count)
    #expect(screen(host, height: 4) == ([97, 98, 99, 100], 3))
    host.viewport.move(by: -1, itemCount: host.rows.count, height: 4)
    try pager.insert(Message(id: 101), at: pager.items.count)
    #expect(host.rows[host.viewport.selected].itemID == 99, "reading above: the place stays")
  }

  @Test("a new query empties the rows and starts at the end again")
  func newQuery() async throws {
    let (pager, host, binding) = try await Self.shown(openingAt: 9)
    defer { withExtendedLifetime(binding) {} }  // the binding shows the pager while it lives
    host.viewport.move(by: -5, itemCount: host.rows.count, height: 4)
    pager.query = "another thread"
    #expect(host.rows.isEmpty && host.viewport == ListViewport())
    await pager.waitUntilIdle()
    #expect(screen(host, height: 4).ids == [96, 97, 98, 99])
  }
}
