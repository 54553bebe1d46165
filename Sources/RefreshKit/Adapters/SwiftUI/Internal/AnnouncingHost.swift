#if canImport(SwiftUI)
  import SwiftUI

  /// What a ``PagerListView`` keeps for its lifetime: a ``PagerListBinding`` whose host only
  /// speaks the binding's announcements; SwiftUI draws the rows from the pager itself.
  @MainActor
  final class PagerListAnnouncements<
    Query: Hashable & Sendable, Cursor: Hashable & Sendable,
    Item: Identifiable & Equatable & Sendable
  >: PagerListHost where Item.ID: Sendable {
    private var binding: PagerListBinding<Query, Cursor, Item>?

    /// Starts announcing `pager`'s pages and failures (and its first load, when needed).
    func start(_ pager: Pager<Query, Cursor, Item>) {
      if binding == nil { binding = PagerListBinding(pager: pager, host: self) }
      binding?.start()
    }

    /// Stops announcing.
    func stop() {
      binding?.stop()
    }

    func applyRows(_ update: PagerRowsUpdate<Item.ID>) {}
    func showFooter(_ footer: RefreshPresentation.Footer) {}
    func showPlaceholder(_ placeholder: RefreshPresentation.Placeholder) {}

    func announce(_ announcement: String) {
      AccessibilityNotification.Announcement(announcement).post()
    }
  }
#endif
