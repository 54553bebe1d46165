#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  import RefreshKit
  import UIKit

  /// How a ``SectionedPagerTableViewController`` makes its cells: the app's registrations for
  /// items, separators and (optionally) placeholders, with their cell types erased.
  @MainActor
  struct SectionedTableCells<Item, Separator> {
    private let registerCells: @MainActor (UITableView) -> Void
    private let makeItemCell: @MainActor (UITableView, IndexPath, Item) -> UITableViewCell
    private let makeSeparatorCell: @MainActor (UITableView, IndexPath, Separator) -> UITableViewCell
    private let makePlaceholderCell: (@MainActor (UITableView, IndexPath, Int) -> UITableViewCell)?
    private static var placeholderReuseIdentifier: String {
      "RefreshKitSections.DerivedRow.placeholder"
    }

    init<Cell, SeparatorCell>(
      cell: TableCellRegistration<Cell, Item>,
      separator: TableCellRegistration<SeparatorCell, Separator>,
      placeholder: TableCellRegistration<UITableViewCell, Int>?
    ) {
      registerCells = { tableView in
        cell.register(in: tableView)
        separator.register(in: tableView)
        placeholder?.register(in: tableView)
        tableView.register(
          UITableViewCell.self, forCellReuseIdentifier: Self.placeholderReuseIdentifier)
      }
      makeItemCell = { cell.cell(in: $0, at: $1, item: $2) }
      makeSeparatorCell = { separator.cell(in: $0, at: $1, item: $2) }
      if let placeholder {
        makePlaceholderCell = { placeholder.cell(in: $0, at: $1, item: $2) }
      } else {
        makePlaceholderCell = nil
      }
    }

    /// Registers every cell type with `tableView`.
    func register(in tableView: UITableView) { registerCells(tableView) }

    /// The cell of an item.
    func cell(in tableView: UITableView, at indexPath: IndexPath, item: Item) -> UITableViewCell {
      makeItemCell(tableView, indexPath, item)
    }

    /// The cell of a separator.
    func cell(in tableView: UITableView, at indexPath: IndexPath, separator: Separator)
      -> UITableViewCell
    {
      makeSeparatorCell(tableView, indexPath, separator)
    }

    /// The cell of the placeholder at `position`: the app's, or a greyed loading row.
    func cell(
      in tableView: UITableView, at indexPath: IndexPath, placeholder position: Int,
      texts: RefreshTexts
    ) -> UITableViewCell {
      if let makePlaceholderCell { return makePlaceholderCell(tableView, indexPath, position) }
      let cell = tableView.dequeueReusableCell(
        withIdentifier: Self.placeholderReuseIdentifier, for: indexPath)
      cell.contentConfiguration = UIListContentConfiguration.pagerPlaceholder(texts)
      return cell
    }
  }

  /// The cell of a separator when the app gives none: the separator's value as text.
  final class SeparatorRowCell: UITableViewCell {
    /// The registration that draws a separator's value as the cell's text.
    static func registration<Separator>() -> TableCellRegistration<SeparatorRowCell, Separator> {
      TableCellRegistration { cell, _, separator in
        var content = cell.defaultContentConfiguration()
        content.text = String(describing: separator)
        cell.contentConfiguration = content
      }
    }
  }

  /// The titles a ``SectionedPagerTableViewController`` gives its sections: each header's, and
  /// the section index's (none when `index` is `nil`).
  struct SectionedTableTitles<Key> {
    /// The title of the header of the section keyed so, or `nil`.
    let header: @MainActor (Key) -> String?
    /// The title in the section index of the section keyed so, or `nil`.
    let index: (@MainActor (Key) -> String?)?
  }
#endif
