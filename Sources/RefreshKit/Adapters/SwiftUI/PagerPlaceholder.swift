#if canImport(SwiftUI)
  public import SwiftUI

  /// What covers a SwiftUI list with no items, from ``Pager/presentation``: a spinner during
  /// the first load, the empty text, or the failure (offline or not) with a retry button.
  ///
  /// ```swift
  /// List { … }
  ///   .overlay { PagerPlaceholder(pager) }
  /// ```
  public struct PagerPlaceholder<
    Query: Hashable & Sendable, Cursor: Hashable & Sendable,
    Item: Identifiable & Equatable & Sendable
  >: View where Item.ID: Sendable {
    /// The list this placeholder covers.
    let pager: Pager<Query, Cursor, Item>

    /// The placeholder of `pager`'s list.
    public init(_ pager: Pager<Query, Cursor, Item>) {
      self.pager = pager
    }

    /// The placeholder, or nothing when the list shows items.
    public var body: some View {
      if let content = pager.presentation.placeholder.content(texts: pager.texts) {
        if content.isLoading {
          ProgressView()
        } else {
          ContentUnavailableView {
            Label(content.title, systemImage: content.systemImage ?? "list.bullet")
          } description: {
            Text(content.message ?? "")
          } actions: {
            if let retryTitle = content.retryTitle {
              Button(retryTitle) { Task { await pager.retry() } }
            }
          }
        }
      }
    }
  }
#endif
