#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  package import UIKit

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
  package func postAnnouncement(_ announcement: String) {
    UIAccessibility.post(notification: .announcement, argument: announcement)
  }
#endif

#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  extension UIListContentConfiguration {
    /// A placeholder row: the loading text, greyed, read by VoiceOver as loading.
    @MainActor
    package static func pagerPlaceholder(_ texts: RefreshTexts) -> UIListContentConfiguration {
      var content = UIListContentConfiguration.cell()
      content.text = texts.loading
      return content
    }
  }
#endif
