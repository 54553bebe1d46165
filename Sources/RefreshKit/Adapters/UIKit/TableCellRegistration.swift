#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  public import UIKit

  /// A table cell type and how to configure it with an item: what the seed's `tCells` and
  /// `tNibs` registered, typed, in the manner of `UICollectionView.CellRegistration`.
  ///
  /// ```swift
  /// let cell = TableCellRegistration<UITableViewCell, Repository> { cell, _, repository in
  ///   var content = cell.defaultContentConfiguration()
  ///   content.text = repository.fullName
  ///   cell.contentConfiguration = content
  /// }
  /// ```
  @MainActor
  public struct TableCellRegistration<Cell: UITableViewCell, Item> {
    /// Configures a dequeued cell for the item at an index path.
    public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void

    let reuseIdentifier: String
    let nib: UINib?
    let handler: Handler

    /// Registers `Cell` by class, or from `nib` when given; `handler` configures each cell.
    public init(nib: UINib? = nil, handler: @escaping Handler) {
      self.reuseIdentifier = "RefreshKit.\(String(reflecting: Cell.self))"
      self.nib = nib
      self.handler = handler
    }

    /// Registers the cell with `tableView`.
    package func register(in tableView: UITableView) {
      if let nib {
        tableView.register(nib, forCellReuseIdentifier: reuseIdentifier)
      } else {
        tableView.register(Cell.self, forCellReuseIdentifier: reuseIdentifier)
      }
    }

    /// A configured cell for `item` at `indexPath`.
    package func cell(in tableView: UITableView, at indexPath: IndexPath, item: Item)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath)
      if let cell = cell as? Cell { handler(cell, indexPath, item) }
      return cell
    }
  }
#endif
