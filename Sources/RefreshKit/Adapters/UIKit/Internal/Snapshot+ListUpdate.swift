#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  import UIKit

  extension NSDiffableDataSourceSnapshot where SectionIdentifierType == Int {
    /// The one-section snapshot of `update`, reconfiguring the rows whose value changed (the
    /// binding names only rows present before and after).
    init(_ update: ListUpdate<ItemIdentifierType>) {
      self.init()
      appendSections([0])
      appendItems(update.ids, toSection: 0)
      if update.style == .animated { reconfigureItems(update.change.updatedIDs) }
    }
  }

  extension ListUpdate {
    /// The same update over rows that are all items (a host given items alone).
    func asRows() -> ListUpdate<PagerRow<ID>> {
      var change = ListChange<PagerRow<ID>>(
        oldCount: self.change.oldCount, newCount: self.change.newCount,
        removedIndices: self.change.removedIndices, insertedIndices: self.change.insertedIndices,
        updatedIDs: self.change.updatedIDs.map(PagerRow.item))
      change.moves = self.change.moves.map { .init(id: .item($0.id), from: $0.from, to: $0.to) }
      return ListUpdate<PagerRow<ID>>(
        style: style == .animated ? .animated : .reloadData, ids: ids.map(PagerRow.item),
        change: change)
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

  /// Posts `announcement` to VoiceOver.
  @MainActor
  func postAnnouncement(_ announcement: String) {
    UIAccessibility.post(notification: .announcement, argument: announcement)
  }
#endif

#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  extension UIListContentConfiguration {
    /// A placeholder row: the loading text, greyed, read by VoiceOver as loading.
    @MainActor
    static func pagerPlaceholder(_ texts: RefreshTexts) -> UIListContentConfiguration {
      var content = UIListContentConfiguration.cell()
      content.text = texts.loading
      return content
    }
  }
#endif
