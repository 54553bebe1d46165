#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  public import UIKit

  /// A collection screen that shows a ``Pager``, as the seed's `CViewController` showed its operator.
  ///
  /// The same behaviour as ``PagerTableViewController`` (placeholder cells, the row on screen kept in
  /// place, announcements), with cells from a `UICollectionView.CellRegistration` (what the
  /// seed's `cCells` and `cNibs` registered) and the load-more footer as the section footer and
  /// header. The default layout is a list whose footer and header are shown; a layout of yours
  /// must give the section a footer (`UICollectionView.elementKindSectionFooter`) and a header
  /// (`elementKindSectionHeader`) for them to appear.
  ///
  /// ```swift
  /// let screen = PagerCollectionViewController(
  ///   pager: pager,
  ///   cell: UICollectionView.CellRegistration<UICollectionViewListCell, Repository> {
  ///     cell, _, repository in
  ///     var content = cell.defaultContentConfiguration()
  ///     content.text = repository.fullName
  ///     cell.contentConfiguration = content
  ///   })
  /// ```
  @MainActor
  open class PagerCollectionViewController<
    Query: Hashable & Sendable, Cursor: Hashable & Sendable,
    Item: Identifiable & Equatable & Sendable
  >: UICollectionViewController where Item.ID: Sendable {
    /// The list this screen shows.
    public let pager: Pager<Query, Cursor, Item>
    /// Whether the screen opens at its last row, as a chat opens at its newest message.
    public let startsAtBottom: Bool
    /// What draws the collection from the pager's binding.
    private let host: PagerCollectionHost<Query, Cursor, Item>

    /// Creates the screen for `pager`, with cells from `cell`, laid out by `layout` (a list
    /// with a footer by default); `startsAtBottom` opens it at its last row, as a chat does.
    public init<Cell>(
      pager: Pager<Query, Cursor, Item>,
      layout: UICollectionViewLayout? = nil,
      startsAtBottom: Bool = false,
      cell: UICollectionView.CellRegistration<Cell, Item>
    ) {
      self.pager = pager
      self.startsAtBottom = startsAtBottom
      self.host = PagerCollectionHost(pager: pager, startsAtBottom: startsAtBottom, cell: cell)
      super.init(collectionViewLayout: layout ?? Self.defaultLayout())
    }

    /// Not available: a generic view controller cannot come from a storyboard.
    public required init?(coder: NSCoder) { nil }

    /// A plain list layout that shows the section footer and header.
    public static func defaultLayout() -> UICollectionViewLayout {
      var list = UICollectionLayoutListConfiguration(appearance: .plain)
      list.footerMode = .supplementary
      list.headerMode = .supplementary
      return UICollectionViewCompositionalLayout.list(using: list)
    }

    /// Sets up the data source, the footer, prefetching and pull-to-refresh, then starts.
    open override func viewDidLoad() {
      super.viewDidLoad()
      host.install(in: self)
    }
  }
#endif
