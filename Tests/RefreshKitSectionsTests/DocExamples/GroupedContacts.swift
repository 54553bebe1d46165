// The grouped list of Documentation.docc/SectionsSeparatorsAndFilters.md, verbatim: it must
// compile. GroupedContactsTests runs it against a fake contacts service.
import RefreshKit
import RefreshKitSections

struct Contact: Identifiable, Equatable, Sendable {
  let id: Int
  var name: String
  var isFavorite: Bool
}

protocol ContactsService: Sendable {
  /// Page `page` (from 1) of the contacts whose name contains `search`, sorted by name; empty
  /// past the last page.
  func contacts(matching search: String, page: Int) async throws -> [Contact]
}

@MainActor
func makeContacts(service: some ContactsService) -> Pager<String, Int, Contact> {
  Pager(query: "") { request in
    let page = request.cursor ?? 1
    let contacts = try await service.contacts(matching: request.query, page: page)
    return Page(items: contacts, next: contacts.isEmpty ? nil : page + 1)
  }
}

/// Contacts under the first letter of their name (`#` for names that start otherwise).
let byFirstLetter = DerivedRowsLayout<Contact, String, Never>(
  sectionKey: { contact in
    guard let first = contact.name.first, first.isLetter else { return "#" }
    return first.uppercased()
  })

/// A contacts list drawn as text: a header per letter with its count, and an index of letters.
@MainActor
final class ContactsScreen: SectionedListHost {
  struct Section: Equatable {
    var title: String
    var names: [String]
  }

  private let contacts: Pager<String, Int, Contact>
  private var binding: SectionedListBinding<String, Int, Contact, String, Never>?
  private(set) var sections: [Section] = []
  /// The section index: a table view's `sectionIndexTitles(for:)`.
  private(set) var indexTitles: [String] = []
  private(set) var footer = RefreshPresentation.Footer.hidden
  private(set) var firstVisibleRow: DerivedIndex?

  init(contacts: Pager<String, Int, Contact>) {
    self.contacts = contacts
    binding = SectionedListBinding(pager: contacts, layout: byFirstLetter, host: self)
  }

  func open() { binding?.start() }

  /// The user scrolled: rows `top` to `bottom` are on screen.
  func scroll(from top: DerivedIndex, to bottom: DerivedIndex) {
    firstVisibleRow = top
    binding?.rowsWillAppear(at: [top, bottom])
  }

  /// Shows the favourites only, or everyone: no request, and the contact on top stays there.
  func showFavoritesOnly(_ favoritesOnly: Bool) {
    binding?.setFilter { contact in !favoritesOnly || contact.isFavorite }
  }

  func applySections(_ update: SectionedRowsUpdate<Contact, String, Never>) {
    sections = update.rows.allRows.map { section, rows in
      let names = rows.map { row in row.itemID.flatMap { contacts.items[id: $0]?.name } ?? "…" }
      let title = section.key.map { letter in "\(letter) (\(rows.count))" } ?? ""
      return Section(title: title, names: names)
    }
    indexTitles = update.rows.sectionIDs.compactMap { $0.key }
    if let keep = update.keep { firstVisibleRow = keep.to }
  }

  func showFooter(_ footer: RefreshPresentation.Footer) { self.footer = footer }
  func showPlaceholder(_ placeholder: RefreshPresentation.Placeholder) {}
}
