#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  import UIKit

  /// The diffable data source of a ``SectionedPagerTableViewController``: sections are the
  /// ``DerivedSection``s, rows the ``DerivedRow``s. It adds what `UITableViewDiffableDataSource`
  /// leaves to subclasses: the sections' header titles and the section index.
  @MainActor
  final class SectionedTableDataSource<
    ItemID: Hashable & Sendable, Key: Hashable & Sendable, Separator: Hashable & Sendable
  >: UITableViewDiffableDataSource<DerivedSection<Key>, DerivedRow<ItemID, Key, Separator>> {
    private let titles: SectionedTableTitles<Key>
    /// The section index shown, as of the last update.
    private var index = SectionIndexTitles()

    init(
      tableView: UITableView, titles: SectionedTableTitles<Key>,
      cellProvider: @escaping CellProvider
    ) {
      self.titles = titles
      super.init(tableView: tableView, cellProvider: cellProvider)
    }

    /// Shows `update`: reloads, or animates the difference and reconfigures the items whose
    /// value changed; then reloads the section index if its titles changed.
    func show<Item>(_ update: SectionedRowsUpdate<Item, Key, Separator>, in tableView: UITableView)
    where Item.ID == ItemID {
      let shown = snapshot()
      var snapshot = Snapshot()
      for (section, rows) in update.snapshotSections {
        snapshot.appendSections([section])
        snapshot.appendItems(rows, toSection: section)
      }
      let oldIndex = index
      if let title = titles.index { index = update.rows.sectionIndexTitles(title) }
      if update.reloads {
        applySnapshotUsingReloadData(snapshot)
      } else {
        snapshot.reconfigureItems(update.reconfiguredRows { shown.indexOfItem($0) != nil })
        apply(snapshot, animatingDifferences: true)
        if index != oldIndex { tableView.reloadSectionIndexTitles() }
      }
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
      -> String?
    {
      sectionIdentifier(for: section)?.key.flatMap(titles.header)
    }

    override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
      index.isEmpty ? nil : index.titles
    }

    override func tableView(
      _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int {
      self.index.section(forTitle: title, at: index)
    }
  }
#endif
