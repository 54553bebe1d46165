#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  import UIKit

  extension NSDiffableDataSourceSnapshot where SectionIdentifierType == Int {
    /// The one-section snapshot of `update`, reconfiguring the items whose value changed.
    init(_ update: ListUpdate<ItemIdentifierType>) {
      self.init()
      appendSections([0])
      appendItems(update.ids, toSection: 0)
      if update.style == .animated { reconfigureItems(update.change.updatedIDs) }
    }
  }

  extension UITableViewDiffableDataSource where SectionIdentifierType == Int {
    /// Shows `update`: reloads, or animates the difference.
    func show(_ update: ListUpdate<ItemIdentifierType>) {
      let snapshot = NSDiffableDataSourceSnapshot(update)
      switch update.style {
      case .reloadData: applySnapshotUsingReloadData(snapshot)
      case .animated: apply(snapshot, animatingDifferences: true)
      }
    }
  }

  extension UICollectionViewDiffableDataSource where SectionIdentifierType == Int {
    /// Shows `update`: reloads, or animates the difference.
    func show(_ update: ListUpdate<ItemIdentifierType>) {
      let snapshot = NSDiffableDataSourceSnapshot(update)
      switch update.style {
      case .reloadData: applySnapshotUsingReloadData(snapshot)
      case .animated: apply(snapshot, animatingDifferences: true)
      }
    }
  }
#endif
