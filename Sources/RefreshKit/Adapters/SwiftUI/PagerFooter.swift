#if canImport(SwiftUI)
  public import SwiftUI

  /// A SwiftUI list's load-more footer, from ``Pager/presentation``: a spinner while loading
  /// more, the "no more data" text at the end, the error with a retry button after a failure,
  /// and nothing otherwise.
  ///
  /// ```swift
  /// List {
  ///   ForEach(pager.items) { Text($0.fullName) }
  ///   PagerFooter(pager)
  /// }
  /// ```
  public struct PagerFooter<
    Query: Hashable & Sendable, Cursor: Hashable & Sendable,
    Item: Identifiable & Equatable & Sendable
  >: View where Item.ID: Sendable {
    /// The list whose footer this is.
    let pager: Pager<Query, Cursor, Item>

    /// The footer of `pager`'s list.
    public init(_ pager: Pager<Query, Cursor, Item>) {
      self.pager = pager
    }

    /// The footer for the current presentation.
    public var body: some View {
      FooterContent(footer: pager.presentation.footer, retryTitle: pager.texts.retry) {
        Task { await pager.retry() }
      }
    }
  }
#endif
