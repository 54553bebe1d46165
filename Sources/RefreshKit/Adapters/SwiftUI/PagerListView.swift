#if canImport(SwiftUI)
  public import SwiftUI

  /// A SwiftUI list of a ``Pager``'s rows: rows keyed by identity, a redacted placeholder for
  /// each row counted but not held, a prepend header and a ``PagerFooter`` with retry,
  /// pull-to-refresh that awaits the refresh, a ``PagerPlaceholder`` over an empty list,
  /// announcements for VoiceOver and the first load when it appears.
  ///
  /// ```swift
  /// PagerListView(pager) { repository in
  ///   Text(repository.fullName)
  /// }
  /// ```
  ///
  /// Each row reports its appearance (``Pager/positionDidAppear(_:)``), so the page at either
  /// end loads ``Pager/prefetchDistance`` rows before it. The row on screen keeps its place
  /// when rows arrive above it (`scrollPosition(id:)`); a chat starts at its newest row with
  /// `startsAtBottom` (`defaultScrollAnchor(.bottom)`). Pull-to-refresh is offered when
  /// ``Pager/isRefreshable``.
  public struct PagerListView<
    Query: Hashable & Sendable, Cursor: Hashable & Sendable,
    Item: Identifiable & Equatable & Sendable, Row: View
  >: View where Item.ID: Sendable {
    /// The list shown.
    let pager: Pager<Query, Cursor, Item>
    private let startsAtBottom: Bool
    private let row: (Item) -> Row
    @State private var position: PagerRow<Item.ID>?
    @State private var announcements = PagerListAnnouncements<Query, Cursor, Item>()

    /// A list of `pager`'s rows, each item drawn by `row`; `startsAtBottom` opens it at its
    /// last row, as a chat does.
    public init(
      _ pager: Pager<Query, Cursor, Item>, startsAtBottom: Bool = false,
      @ViewBuilder row: @escaping (Item) -> Row
    ) {
      self.pager = pager
      self.startsAtBottom = startsAtBottom
      self.row = row
    }

    /// The header, the rows, the footer and the placeholder.
    public var body: some View {
      List {
        PagerPrependHeader(pager)
        ForEach(pager.rows, id: \.self) { row in
          switch row {
          case .item(let id):
            if let item = pager.items[id: id] {
              self.row(item).onAppear { pager.itemDidAppear(id: id) }
            }
          case .placeholder(let position):
            Text(pager.texts.loading)
              .redacted(reason: .placeholder)
              .onAppear { pager.positionDidAppear(position) }
          }
        }
        PagerFooter(pager)
      }
      .keepingPlace($position, startsAtBottom: startsAtBottom)
      .overlay { PagerPlaceholder(pager) }
      .refreshable(pager)
      .task {
        announcements.start(pager)
        await pager.loadIfNeeded()
      }
      .onDisappear { announcements.stop() }
    }
  }

  /// The header at the start of a SwiftUI list that loads both ways: a spinner while the page
  /// before loads, the error with a retry button after a failure, and nothing otherwise.
  ///
  /// ```swift
  /// List {
  ///   PagerPrependHeader(pager)
  ///   ForEach(pager.items) { Text($0.body) }
  /// }
  /// ```
  public struct PagerPrependHeader<
    Query: Hashable & Sendable, Cursor: Hashable & Sendable,
    Item: Identifiable & Equatable & Sendable
  >: View where Item.ID: Sendable {
    /// The list whose header this is.
    let pager: Pager<Query, Cursor, Item>

    /// The prepend header of `pager`'s list.
    public init(_ pager: Pager<Query, Cursor, Item>) {
      self.pager = pager
    }

    /// The header for the current load states.
    public var body: some View {
      let header = RefreshPresentation.PrependHeader(
        loadStates: pager.loadStates, itemCount: pager.items.count)
      FooterContent(footer: header.footer, retryTitle: pager.texts.retry) {
        Task { await pager.retry() }
      }
    }
  }

  extension View {
    /// Keeps the row `position` names on screen while rows change above it, and opens at the
    /// last row when `startsAtBottom`. Both are iOS 17, tvOS 17, watchOS 10 and macOS 14
    /// API: the package's minimums, so no `#available` is needed.
    fileprivate func keepingPlace<ID: Hashable>(
      _ position: Binding<ID?>, startsAtBottom: Bool
    ) -> some View {
      scrollPosition(id: position)
        .defaultScrollAnchor(startsAtBottom ? .bottom : nil)
    }

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
