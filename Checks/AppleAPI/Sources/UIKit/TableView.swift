// Table views, cells and their protocols: iOS, tvOS and visionOS.
#if APPLE_API_UIKIT_VIEWS

  /// A list of rows in sections.
  @MainActor
  open class UITableView: UIScrollView {
    /// A table's look. Apple documents `insetGrouped` for iOS 13.0+, Mac Catalyst and
    /// visionOS only: unavailable on tvOS.
    public enum Style: Int, Sendable {
      case plain, grouped
      @available(iOS 13.0, *) @available(tvOS, unavailable) case insetGrouped
    }

    /// How rows animate in and out.
    public enum RowAnimation: Int, Sendable {
      case fade, right, left, top, bottom, none, middle
      case automatic = 100
    }

    /// A row height that Auto Layout computes.
    public static let automaticDimension: CGFloat = -1

    /// The table's look.
    public let style: Style
    /// The rows' source.
    open weak var dataSource: (any UITableViewDataSource)?
    /// Row events.
    open weak var delegate: (any UITableViewDelegate)?
    /// Told about rows before they show.
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
    /// The view below the last row.
    open var tableFooterView: UIView?
    /// The view above the first row.
    open var tableHeaderView: UIView?
    /// The view behind the rows.
    open var backgroundView: UIView?
    /// The rows' height.
    open var rowHeight: CGFloat = UITableView.automaticDimension
    /// The rows' estimated height.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// The index paths of the visible rows.
    open private(set) var indexPathsForVisibleRows: [IndexPath]?
    /// The visible cells.
    open private(set) var visibleCells: [UITableViewCell] = []
    /// The number of sections.
    open private(set) var numberOfSections = 0

    public init(frame: CGRect, style: UITableView.Style) {
      self.style = style
      super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
      style = .plain
      super.init(coder: coder)
    }

    public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// Registers a cell class for dequeueReusableCell(withIdentifier:for:).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}

    /// Registers a nib for dequeueReusableCell(withIdentifier:for:).
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {}

    /// A reusable cell for `indexPath`.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
      -> UITableViewCell
    { UITableViewCell(style: .default, reuseIdentifier: identifier) }

    /// A reusable cell, or nil when none is registered.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { nil }

    /// The cell at `indexPath` when visible.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }

    /// Reloads every row.
    open func reloadData() {}

    /// Runs inserts, deletes, reloads and moves as one animated update.
    open func performBatchUpdates(
      _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {}

    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}

    /// The number of rows in `section`.
    open func numberOfRows(inSection section: Int) -> Int { 0 }

    /// Apple: `func rectForRow(at indexPath: IndexPath) -> CGRect`: the row's frame in the
    /// table's content.
    open func rectForRow(at indexPath: IndexPath) -> CGRect { .zero }

    /// Apple: `func reloadSectionIndexTitles()` (iOS 3.0+, tvOS): asks the data source for the
    /// section index titles again.
    open func reloadSectionIndexTitles() {}
  }

  /// A row of a table view.
  @MainActor
  open class UITableViewCell: UIView {
    /// A cell's built-in layout.
    public enum CellStyle: Int, Sendable {
      case `default`, value1, value2, subtitle
    }

    /// The identifier the cell was registered with.
    open private(set) var reuseIdentifier: String?
    /// The view that holds the cell's content.
    open private(set) var contentView = UIView(frame: .zero)
    /// The cell's content.
    open var contentConfiguration: (any UIContentConfiguration)?

    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      self.reuseIdentifier = reuseIdentifier
      super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public convenience override init(frame: CGRect) {
      self.init(style: .default, reuseIdentifier: nil)
    }

    /// The list content configuration for the cell's style.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// Called before the cell is reused.
    open func prepareForReuse() {}
  }

  /// The rows of a table view. The methods after the first two are optional in Apple's
  /// protocol.
  @MainActor
  public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    func tableView(
      _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int
  }

  extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
      -> String?
    { nil }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
      -> String?
    { nil }
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    public func tableView(
      _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int { 0 }
  }

  /// Row events. Every method is optional in Apple's protocol.
  @MainActor
  public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  }

  extension UITableViewDelegate {
    public func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  }

  /// Told about rows ahead of display. Cancelling is optional in Apple's protocol.
  @MainActor
  public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
  }

  extension UITableViewDataSourcePrefetching {
    public func tableView(
      _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
    ) {}
  }
#endif
