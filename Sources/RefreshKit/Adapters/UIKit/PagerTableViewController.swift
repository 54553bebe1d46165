#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  public import UIKit

  /// A table screen that shows a ``Pager``, as the seed's `TViewController` showed its operator.
  ///
  /// It applies every change of the pager (whoever caused it) through a diffable data source,
  /// loads more as rows are about to appear (from the cell provider and
  /// `UITableViewDataSourcePrefetching`, so the table's delegate is yours), draws a load-more
  /// footer with tap-to-retry (and a header like it in a list that loads both ways), draws a
  /// placeholder cell for each row the pager counts but does not hold, keeps the row on screen
  /// in place when rows change above it, opens at the last row when
  /// ``startsAtBottom`` (a chat), announces pages and failures to VoiceOver, shows empty,
  /// failed and offline placeholders, and installs pull-to-refresh where the platform has it.
  /// Every decision is ``PagerListBinding``'s.
  ///
  /// ```swift
  /// let screen = PagerTableViewController(
  ///   pager: pager,
  ///   cell: TableCellRegistration<UITableViewCell, Repository> { cell, _, repository in
  ///     var content = cell.defaultContentConfiguration()
  ///     content.text = repository.fullName
  ///     cell.contentConfiguration = content
  ///   })
  /// ```
  @MainActor
  open class PagerTableViewController<
    Query: Hashable & Sendable, Cursor: Hashable & Sendable,
    Item: Identifiable & Equatable & Sendable
  >: UITableViewController where Item.ID: Sendable {
    /// The list this screen shows.
    public let pager: Pager<Query, Cursor, Item>
    /// Whether the screen opens at its last row, as a chat opens at its newest message.
    public let startsAtBottom: Bool
    /// What draws the table from the pager's binding.
    private let host: PagerTableHost<Query, Cursor, Item>

    /// Creates the screen for `pager`, with rows made from `cell`; `startsAtBottom` opens it at
    /// its last row, as a chat does.
    public init<Cell>(
      pager: Pager<Query, Cursor, Item>, style: UITableView.Style = .plain,
      startsAtBottom: Bool = false, cell: TableCellRegistration<Cell, Item>
    ) {
      self.pager = pager
      self.startsAtBottom = startsAtBottom
      self.host = PagerTableHost(pager: pager, startsAtBottom: startsAtBottom, cell: cell)
      super.init(style: style)
    }

    /// Not available: a generic view controller cannot come from a storyboard.
    public required init?(coder: NSCoder) { nil }

    /// Sets up the data source, prefetching, the footer and pull-to-refresh, then starts.
    open override func viewDidLoad() {
      super.viewDidLoad()
      host.install(in: self)
    }
  }
#endif
