import RefreshKit
import RefreshKitSections
import Testing

@MainActor
@Suite(
  "Sections article: the grouped contacts show letter sections, and the filter keeps the place",
  .timeLimit(.minutes(1)))
struct GroupedContactsTests {
  private typealias Section = ContactsScreen.Section

  private func open(_ service: FakeContactsService) async -> (
    Pager<String, Int, Contact>, ContactsScreen
  ) {
    let contacts = makeContacts(service: service)
    let screen = ContactsScreen(contacts: contacts)
    screen.open()
    await contacts.waitUntilIdle()
    return (contacts, screen)
  }

  /// The names on screen under `letter`: those of `indices`.
  private func names(_ letter: String, _ indices: some Sequence<Int>) -> [String] {
    indices.map { "\(letter)name \($0)" }
  }

  /// The name on the row at the top of the screen, `nil` when that row is not on screen.
  private func topName(_ screen: ContactsScreen) -> String? {
    guard let top = screen.firstVisibleRow, screen.sections.indices.contains(top.section),
      screen.sections[top.section].names.indices.contains(top.row)
    else { return nil }
    return screen.sections[top.section].names[top.row]
  }

  @Test("contacts show under their first letter with its count; the index lists the letters")
  func letterSections() async {
    let service = FakeContactsService()
    let (contacts, screen) = await open(service)
    #expect(service.requestedPages == [1])
    #expect(
      screen.sections == [
        Section(title: "A (10)", names: names("A", 0..<10)),
        Section(title: "B (10)", names: names("B", 0..<10)),
      ])
    #expect(screen.indexTitles == ["A", "B"])

    screen.scroll(from: DerivedIndex(section: 1, row: 0), to: DerivedIndex(section: 1, row: 9))
    await contacts.waitUntilIdle()
    #expect(service.requestedPages == [1, 2], "the last row showed: the next page")
    #expect(screen.indexTitles == ["A", "B", "C", "D"])
    #expect(screen.sections.map(\.title) == ["A (10)", "B (10)", "C (10)", "D (10)"])
    #expect(screen.sections[3] == Section(title: "D (10)", names: names("D", 0..<10)))
  }

  @Test("the favourites filter sends no request and keeps the contact on top, or its neighbour")
  func filterKeepsThePlace() async {
    let service = FakeContactsService()
    let (contacts, screen) = await open(service)
    screen.scroll(from: DerivedIndex(section: 1, row: 4), to: DerivedIndex(section: 1, row: 9))
    await contacts.waitUntilIdle()
    #expect(service.requestedPages == [1, 2])
    #expect(topName(screen) == "Bname 4", "a page appended below moves nothing")

    screen.showFavoritesOnly(true)  // every third contact: ids 0, 3, 6, …
    await contacts.waitUntilIdle()
    #expect(service.requestedPages == [1, 2], "a filter sends no request")
    #expect(
      screen.sections == [
        Section(title: "A (4)", names: names("A", [0, 3, 6, 9])),
        Section(title: "B (3)", names: names("B", [2, 5, 8])),
        Section(title: "C (3)", names: names("C", [1, 4, 7])),
        Section(title: "D (4)", names: names("D", [0, 3, 6, 9])),
      ])
    #expect(topName(screen) == "Bname 5", "Bname 4 is hidden: its nearest shown neighbour")
    #expect(screen.firstVisibleRow == DerivedIndex(section: 1, row: 1))

    screen.showFavoritesOnly(false)
    await contacts.waitUntilIdle()
    #expect(service.requestedPages == [1, 2])
    #expect(screen.sections.map(\.title) == ["A (10)", "B (10)", "C (10)", "D (10)"])
    #expect(topName(screen) == "Bname 5", "the contact on top stays on top")
    #expect(screen.firstVisibleRow == DerivedIndex(section: 1, row: 5))
  }
}
