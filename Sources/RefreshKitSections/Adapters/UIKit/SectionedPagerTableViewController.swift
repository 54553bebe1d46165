#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  public import RefreshKit
  public import UIKit

  /// A table screen that shows a ``Pager`` in sections, with separators and a local filter,
  /// through a ``DerivedRowsLayout``: the sectioned counterpart of `PagerTableViewController`.
  ///
  /// Its data source is a `UITableViewDiffableDataSource` whose section identifiers are the
  /// ``DerivedSection``s and whose item identifiers are the ``DerivedRow``s. Every decision is
  /// its ``SectionedListBinding``'s: it applies every change of the rows (reconfiguring items
  /// whose value changed), keeps the topmost row in place when rows change above it (older
  /// pages, a trim, a filter), loads more as rows are about to appear (from the cell provider
  /// and `UITableViewDataSourcePrefetching`, so the table's delegate is yours), draws the
  /// section headers, separator rows, placeholders, a load-more footer with tap-to-retry (and a
  /// header like it in a list that loads both ways), the empty, failed and offline
  /// placeholders, announces pages and failures to VoiceOver, and installs pull-to-refresh
  /// where the platform has it. With `indexTitle`, the table shows a section index (a letter
  /// for each section of a list grouped by first letter).
  ///
  /// ```swift
  /// let screen = SectionedPagerTableViewController(
  ///   pager: pager,
  ///   layout: DerivedRowsLayout<Repository, String, Never>(
  ///     sectionKey: { String($0.name.prefix(1)).uppercased() }),
  ///   cell: TableCellRegistration<UITableViewCell, Repository> { cell, _, repository in
  ///     var content = cell.defaultContentConfiguration()
  ///     content.text = repository.fullName
  ///     cell.contentConfiguration = content
  ///   },
  ///   headerTitle: { $0 },
  ///   indexTitle: { $0 })
  /// screen.setFilter { !$0.isFork }   // no request; the place is kept
  /// ```
  @MainActor
  open class SectionedPagerTableViewController<
    Query: Hashable & Sendable, Cursor: Hashable & Sendable,
    Item: Identifiable & Equatable & Sendable, Key: Hashable & Sendable,
    Separator: Hashable & Sendable
  >: UITableViewController where Item.ID: Sendable {
    /// The list this screen shows.
    public let pager: Pager<Query, Cursor, Item>
    /// Whether the screen opens at its last row, as a chat opens at its newest message.
    public let startsAtBottom: Bool
    /// What draws the table from the binding.
    private let host: SectionedTableHost<Query, Cursor, Item, Key, Separator>

    /// Creates the screen for `pager`, laid out by `layout`: items drawn by `cell`, separators
    /// by `separator`, placeholders by `placeholder` (given their position; by default a
    /// greyed loading row). `headerTitle` titles each section's header (`nil`: no title);
    /// `indexTitle`, when given, titles the section index of a `.plain` table (`nil` for a
    /// key: not in the index). `startsAtBottom` opens it at its last row, as a chat does.
    public init<Cell, SeparatorCell>(
      pager: Pager<Query, Cursor, Item>, layout: DerivedRowsLayout<Item, Key, Separator>,
      style: UITableView.Style = .plain, startsAtBottom: Bool = false,
      cell: TableCellRegistration<Cell, Item>,
      separator: TableCellRegistration<SeparatorCell, Separator>,
      placeholder: TableCellRegistration<UITableViewCell, Int>? = nil,
      headerTitle: @escaping @MainActor (Key) -> String? = { _ in nil },
      indexTitle: (@MainActor (Key) -> String?)? = nil
    ) {
      self.pager = pager
      self.startsAtBottom = startsAtBottom
      self.host = SectionedTableHost(
        pager: pager, layout: layout, startsAtBottom: startsAtBottom,
        cells: SectionedTableCells(cell: cell, separator: separator, placeholder: placeholder),
        titles: SectionedTableTitles(header: headerTitle, index: indexTitle))
      super.init(style: style)
    }

    /// Creates the screen for `pager`, laid out by `layout`, with separators (if the layout
    /// has any) drawn as their value's text; see
    /// ``init(pager:layout:style:startsAtBottom:cell:separator:placeholder:headerTitle:indexTitle:)``.
    public convenience init<Cell>(
      pager: Pager<Query, Cursor, Item>, layout: DerivedRowsLayout<Item, Key, Separator>,
      style: UITableView.Style = .plain, startsAtBottom: Bool = false,
      cell: TableCellRegistration<Cell, Item>,
      placeholder: TableCellRegistration<UITableViewCell, Int>? = nil,
      headerTitle: @escaping @MainActor (Key) -> String? = { _ in nil },
      indexTitle: (@MainActor (Key) -> String?)? = nil
    ) {
      self.init(
        pager: pager, layout: layout, style: style, startsAtBottom: startsAtBottom, cell: cell,
        separator: SeparatorRowCell.registration(), placeholder: placeholder,
        headerTitle: headerTitle, indexTitle: indexTitle)
    }

    /// Not available: a generic view controller cannot come from a storyboard.
    public required init?(coder: NSCoder) { nil }

    /// The rows shown, as of the last change.
    public var rows: DerivedRows<Item, Key, Separator> { host.binding.rows }

    /// Shows the items `isShown` accepts: the same items laid out again, the place kept, and
    /// no request sent.
    public func setFilter(_ isShown: @escaping @Sendable (Item) -> Bool) {
      host.binding.setFilter(isShown)
    }

    /// Sets up the data source, prefetching, the footer and pull-to-refresh, then starts.
    open override func viewDidLoad() {
      super.viewDidLoad()
      host.install(in: self)
    }
  }
#endif
