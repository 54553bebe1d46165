import RefreshKit
import RefreshKitSections
import TerminalUI
import Testing

@MainActor
@Suite(
  "TerminalSectionedListHost: sections, headers and separators on a terminal, the place kept",
  .timeLimit(.minutes(1)))
struct TerminalSectionedListHostTests {
  struct Message: Identifiable, Equatable, Sendable {
    var id: Int
    /// Four messages a day: 0…3 on day 0, 4…7 on day 1, …
    var day: Int { id / 4 }
  }

  typealias Host = TerminalSectionedListHost<Message, Int, Int>
  typealias Binding = SectionedListBinding<String, Int, Message, Int, Int>

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

  /// One section, a day line (the day) between messages of different days.
  static let days = DerivedRowsLayout<Message, Int, Int>(
    sectionKey: { _ in 0 },
    separator: { before, after in
      guard let before, let after, before.day != after.day else { return nil }
      return after.day
    })

  /// Sections of twenty messages (0…19 in section 0, …), titled.
  static let twenties = DerivedRowsLayout<Message, Int, Int>(sectionKey: { $0.id / 20 })

  /// A pager opened at page `key`, shown through `layout` by a host, once loaded.
  static func shown(
    openingAt key: Int, layout: DerivedRowsLayout<Message, Int, Int> = days,
    startsAtEnd: Bool = true, headerTitle: @escaping (Int) -> String? = { _ in nil }
  ) async throws -> (Pager<String, Int, Message>, Host, Binding) {
    let pager = try thread(openingAt: key)
    let host = Host(startsAtEnd: startsAtEnd, headerTitle: headerTitle)
    let binding = Binding(pager: pager, layout: layout, host: host)
    host.onRowsAppear = { [weak binding] in binding?.rowsWillAppear(at: $0) }
    binding.start()
    await pager.waitUntilIdle()
    return (pager, host, binding)
  }

  /// The lines on screen as text (`#id`, `|day` for a day line, `[title]` for a header) and
  /// the selected one's screen line.
  func screen(_ host: Host, height: Int) -> (lines: [String], selectedLine: Int) {
    let range = host.visibleLines(height: height)
    let lines = range.map { line -> String in
      switch host.lines[line] {
      case .header(_, let title): "[\(title)]"
      case .row(let row, _): "\(row)"
      }
    }
    return (lines, host.viewport.selected - host.viewport.top)
  }

  @Test("a day line stands between messages of different days, and is not selectable")
  func dayLines() async throws {
    let (_, host, binding) = try await Self.shown(openingAt: 9)
    defer { withExtendedLifetime(binding) {} }
    // 90…99: days 22 (88…91), 23 (92…95), 24 (96…99).
    #expect(
      host.lines.map { $0.row.map { "\($0)" } ?? "?" } == [
        "#90", "#91", "|23", "#92", "#93", "#94", "#95", "|24", "#96", "#97", "#98", "#99",
      ])
    #expect(screen(host, height: 4) == (["#96", "#97", "#98", "#99"], 3))
    #expect(host.lines[2].isSelectable == false)
    #expect(host.lines[3].isSelectable)
    host.viewport.move(by: -4, itemCount: host.lines.count, height: 4)  // onto |24
    host.skipUnselectable(direction: -1, height: 4)
    #expect(host.lines[host.viewport.selected].row == .item(95), "past the day line, upwards")
  }

  @Test("older pages arriving above keep the message on the top line and the selection")
  func prependKeepsTheScreen() async throws {
    let (pager, host, binding) = try await Self.shown(openingAt: 9)
    defer { withExtendedLifetime(binding) {} }
    for step in 0..<4 {
      host.viewport.select(0, itemCount: host.lines.count, height: 4)
      host.skipUnselectable(direction: 1, height: 4)
      let before = screen(host, height: 4)
      let selected = host.lines[host.viewport.selected].row
      host.reportRowsOnScreen(height: 4)  // the top row calls for the page before
      await pager.waitUntilIdle()
      #expect(pager.items.count == 10 * (step + 2), "a page before arrived")
      let after = screen(host, height: 4)
      #expect(after.lines.first == before.lines.first, "step \(step): the top row stays")
      #expect(after.selectedLine == before.selectedLine)
      #expect(host.lines[host.viewport.selected].row == selected)
    }
  }

  @Test("the row kept is the first message on screen, not a day line above it")
  func firstVisibleRowSkipsSeparators() async throws {
    let (_, host, binding) = try await Self.shown(openingAt: 9)
    defer { withExtendedLifetime(binding) {} }
    host.viewport.select(2, itemCount: host.lines.count, height: 1)  // |23 on the top line
    #expect(host.lines[host.viewport.top].row == .separator(23, section: 0, repeat: 0))
    #expect(host.firstVisibleRow == DerivedIndex(section: 0, row: 3))  // #92
  }

  @Test("sections get the header lines the screen titles, and the row lines map to places")
  func headers() async throws {
    let (pager, host, binding) = try await Self.shown(
      openingAt: 0, layout: Self.twenties, startsAtEnd: false, headerTitle: { "S\($0)" })
    defer { withExtendedLifetime(binding) {} }
    #expect(pager.items.count == 10)
    #expect(host.lines.first == .header(0, title: "S0"))
    #expect(host.viewport.selected == 1, "the first row is selected, not its header")
    #expect(host.itemSectionCount == 1)
    while pager.items.count < 40 {
      host.viewport.select(host.lines.count - 1, itemCount: host.lines.count, height: 5)
      host.reportRowsOnScreen(height: 5)  // near the end: the next page
      await pager.waitUntilIdle()
    }
    #expect(host.itemSectionCount == (pager.items.count + 19) / 20)
    #expect(host.lines[21] == .header(1, title: "S1"))
    #expect(host.line(of: DerivedIndex(section: 1, row: 0)) == 22)
    #expect(host.line(of: DerivedIndex(section: 1, row: 99)) == nil)
    host.viewport.select(21, itemCount: host.lines.count, height: 5)  // the header of S1
    host.skipUnselectable(direction: 1, height: 5)
    #expect(host.viewport.selected == 22)
    host.viewport.select(21, itemCount: host.lines.count, height: 5)
    host.skipUnselectable(direction: -1, height: 5)
    #expect(host.viewport.selected == 20, "upwards: the last row of S0")
  }

  @Test("rows are reported appearing once while they stay on screen, at their places")
  func reportsRowsOnce() async throws {
    let pager = try Self.thread(openingAt: 0)
    let host = Host(headerTitle: { "S\($0)" })
    let binding = Binding(pager: pager, layout: Self.twenties, host: host)
    var reports: [[DerivedIndex]] = []
    host.onRowsAppear = { reports.append($0) }
    binding.start()
    await pager.waitUntilIdle()
    host.reportRowsOnScreen(height: 3)  // the header and rows 0, 1
    host.reportRowsOnScreen(height: 3)
    #expect(reports == [[DerivedIndex(section: 0, row: 0), DerivedIndex(section: 0, row: 1)]])
    // The first row (line 1) is selected; three down, lines 2…4 (rows 1…3) are on screen.
    host.viewport.move(by: 3, itemCount: host.lines.count, height: 3)
    host.reportRowsOnScreen(height: 3)
    #expect(reports.last == [DerivedIndex(section: 0, row: 2), DerivedIndex(section: 0, row: 3)])
  }

  @Test("a filter hiding rows above keeps the row on the top line; the host only moves")
  func filterKeepsThePlace() async throws {
    let (pager, host, binding) = try await Self.shown(
      openingAt: 0, layout: Self.twenties, startsAtEnd: false, headerTitle: { "S\($0)" })
    defer { withExtendedLifetime(binding) {} }
    host.viewport.select(8, itemCount: host.lines.count, height: 3)  // lines 6…8: #5 #6 #7
    #expect(screen(host, height: 3).lines == ["#5", "#6", "#7"])
    let loaded = pager.items.count
    binding.setFilter { $0.id % 2 == 1 }  // hides the even ones, #6 among them
    #expect(screen(host, height: 3).lines.first == "#5", "the top row stays on the top line")
    await pager.waitUntilIdle()
    #expect(pager.items.count == loaded, "no request")
    binding.setFilter { _ in true }
    #expect(screen(host, height: 3).lines.first == "#5")
  }
}
