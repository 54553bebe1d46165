public import Observation
public import RefreshKit

/// The rows of a sectioned list for a view that draws them whole on every change (a SwiftUI
/// `List`): the ``SectionedListHost`` of a ``SectionedListBinding``, observable, keeping
/// ``sections`` up to date from the pager through a ``DerivedRowsLayout``.
///
/// Every decision is the binding's: rows report their appearance by id
/// (``rowWillAppear(_:)``), mapped to the shown rows' positions so the next page starts the
/// same distance from the end of what is shown; ``setFilter(_:)`` keeps the rows' ids (so the
/// view keeps its place) and sends no request; announcements count the rows that show.
///
/// ```swift
/// @State private var model = SectionedListModel(
///   pager: pager,
///   layout: DerivedRowsLayout<Repository, String, Never>(
///     sectionKey: { String($0.name.prefix(1)).uppercased() }))
///
/// var body: some View {
///   SectionedPagerList(model) { letter in Text(letter) } row: { content in … }
///     .toolbar { Button("Hide forks") { model.setFilter { !$0.isFork } } }
/// }
/// ```
///
/// Isolation: main actor. It holds the pager and its binding; the binding holds it weakly.
@MainActor
@Observable
public final class SectionedListModel<
  Query: Hashable & Sendable, Cursor: Hashable & Sendable,
  Item: Identifiable & Equatable & Sendable, Key: Hashable & Sendable,
  Separator: Hashable & Sendable
>: SectionedListHost where Item.ID: Sendable {
  /// A section of this list.
  public typealias Section = SectionedListSection<Item.ID, Key, Separator>
  /// A row identifier of this list.
  public typealias Row = DerivedRow<Item.ID, Key, Separator>

  /// The list shown.
  public let pager: Pager<Query, Cursor, Item>
  /// The sections shown and their rows, in order, as of the last change: empty until
  /// ``start()``.
  public private(set) var sections: [Section] = []
  /// The row at the top of the screen, as the view's scroll position reports it (the SwiftUI
  /// list binds its `scrollPosition(id:)` to it); set it to scroll there. A filter that hides
  /// it moves it to the row of its nearest shown neighbour, so the user keeps their place.
  public var topRow: Row?
  /// What the binding announces goes here (the SwiftUI view posts it to VoiceOver).
  @ObservationIgnored package var announcer: (@MainActor (String) -> Void)?
  @ObservationIgnored private var binding:
    SectionedListBinding<Query, Cursor, Item, Key, Separator>?

  /// A model of `pager`'s items, laid out by `layout`.
  public init(pager: Pager<Query, Cursor, Item>, layout: DerivedRowsLayout<Item, Key, Separator>) {
    self.pager = pager
    binding = SectionedListBinding(pager: pager, layout: layout, host: self)
  }

  /// Starts following the pager: all rows, then the first load when nothing is loaded or
  /// loading. Calling it again does nothing.
  public func start() { binding?.start() }

  /// Stops following the pager; the pager and its loads go on.
  public func stop() { binding?.stop() }

  /// Shows the items `isShown` accepts: no request is sent, and rows keep their ids; when the
  /// filter hides ``topRow``, the row of its nearest shown neighbour (the one before on a tie)
  /// becomes the top row.
  public func setFilter(_ isShown: @escaping @Sendable (Item) -> Bool) {
    guard let binding else { return }
    let top = topRow
    let place = top.flatMap { binding.rows.index(of: $0) }.flatMap {
      binding.rows.pagerPosition(of: $0)
    }
    binding.setFilter(isShown)
    guard let top, let place, binding.rows.index(of: top) == nil else { return }
    let rows = binding.rows
    topRow = rows.index(ofPagerPosition: place).flatMap { rows.row(at: $0) }
  }

  /// The row `row` is about to appear: the pager loads what it calls for, at either end. A
  /// row no longer shown does nothing.
  public func rowWillAppear(_ row: Row) {
    guard let binding, let index = binding.rows.index(of: row) else { return }
    binding.rowsWillAppear(at: CollectionOfOne(index))
  }

  /// What `row` draws: its item, its separator's value, or a placeholder; `nil` for an item
  /// no longer held.
  public func content(of row: Row) -> DerivedRowContent<Item, Separator>? {
    switch row {
    case .item(let id): binding?.rows.items[id: id].map { .item($0) }
    case .separator(let value, _, _): .separator(value)
    case .placeholder(let position): .placeholder(position)
    }
  }

  // MARK: SectionedListHost

  /// Keeps the rows after a change.
  public func applySections(_ update: SectionedRowsUpdate<Item, Key, Separator>) {
    sections = update.snapshotSections.map { Section(id: $0.section, rows: $0.rows) }
  }

  /// Does nothing: the view draws the pager's footer itself (`PagerFooter`).
  public func showFooter(_ footer: RefreshPresentation.Footer) {}

  /// Does nothing: the view draws the pager's placeholder itself (`PagerPlaceholder`).
  public func showPlaceholder(_ placeholder: RefreshPresentation.Placeholder) {}

  /// Hands `announcement` to the view.
  public func announce(_ announcement: String) { announcer?(announcement) }
}
