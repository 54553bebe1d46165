#if canImport(SwiftUI)
  public import SwiftUI

  /// A SwiftUI list of a ``Pager``'s items: rows keyed by identity, pull-to-refresh that awaits
  /// the refresh, a ``PagerFooter`` with retry, a ``PagerPlaceholder`` over an empty list, and
  /// the first load from `.task`.
  ///
  /// ```swift
  /// PagerListView(pager) { repository in
  ///   Text(repository.fullName)
  /// }
  /// ```
  ///
  /// Each row reports its appearance (``Pager/itemDidAppear(id:)``), so the next page loads
  /// ``Pager/prefetchDistance`` rows before the end. Pull-to-refresh is offered when
  /// ``Pager/isRefreshable``.
  public struct PagerListView<
    Query: Hashable & Sendable, Cursor: Hashable & Sendable,
    Item: Identifiable & Equatable & Sendable, Row: View
  >: View where Item.ID: Sendable {
    /// The list shown.
    public let pager: Pager<Query, Cursor, Item>
    private let row: (Item) -> Row

    /// A list of `pager`'s items, each drawn by `row`.
    public init(
      _ pager: Pager<Query, Cursor, Item>, @ViewBuilder row: @escaping (Item) -> Row
    ) {
      self.pager = pager
      self.row = row
    }

    /// The rows, the footer and the placeholder.
    public var body: some View {
      List {
        ForEach(pager.items) { item in
          row(item).onAppear { pager.itemDidAppear(id: item.id) }
        }
        PagerFooter(pager)
      }
      .overlay { PagerPlaceholder(pager) }
      .refreshable(pager)
      .task { await pager.loadIfNeeded() }
    }
  }

  extension View {
    /// Pull-to-refresh that awaits `pager`'s refresh, when ``Pager/isRefreshable``.
    ///
    /// ```swift
    /// List { … }.refreshable(pager)
    /// ```
    @ViewBuilder
    public func refreshable<Query, Cursor, Item>(_ pager: Pager<Query, Cursor, Item>)
      -> some View
    {
      if pager.isRefreshable {
        refreshable { await pager.refresh() }
      } else {
        self
      }
    }
  }
#endif
