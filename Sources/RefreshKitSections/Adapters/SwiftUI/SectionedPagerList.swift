#if canImport(SwiftUI)
  import RefreshKit
  public import SwiftUI

  /// A SwiftUI list of a ``SectionedListModel``'s sections: one `Section` per section, with a
  /// header from the app for each items section, rows drawn by the app (items, separators and
  /// placeholders), a prepend header and a `PagerFooter` with retry, pull-to-refresh that
  /// awaits the refresh, a `PagerPlaceholder` over an empty list, announcements for VoiceOver,
  /// and the first load when it appears: the sectioned counterpart of `PagerListView`.
  ///
  /// ```swift
  /// // A chat: a section per day; separators are lines of text ("New messages").
  /// SectionedPagerList(model, startsAtBottom: true) { day in
  ///   Text(day.title)
  /// } row: { content in
  ///   switch content {
  ///   case .item(let message): Text(message.body)
  ///   case .separator(let line): Text(line).foregroundStyle(.secondary)
  ///   case .placeholder: Text("Loading").redacted(reason: .placeholder)
  ///   }
  /// }
  /// ```
  ///
  /// Each row reports its appearance (``SectionedListModel/rowWillAppear(_:)``), so the page at
  /// either end loads the pager's prefetch distance before the end of what is shown, however
  /// many rows the filter hides. The row on screen keeps its place when rows arrive above it
  /// or the filter changes (`scrollPosition(id:)` bound to ``SectionedListModel/topRow``: rows
  /// keep their ids, and a row the filter hides gives way to its nearest shown neighbour); a
  /// chat starts at its newest row with `startsAtBottom` (`defaultScrollAnchor(.bottom)`).
  /// Pull-to-refresh is offered when the pager is refreshable.
  public struct SectionedPagerList<
    Query: Hashable & Sendable, Cursor: Hashable & Sendable,
    Item: Identifiable & Equatable & Sendable, Key: Hashable & Sendable,
    Separator: Hashable & Sendable, Header: View, Row: View
  >: View where Item.ID: Sendable {
    /// The sections shown.
    @Bindable private var model: SectionedListModel<Query, Cursor, Item, Key, Separator>
    private let startsAtBottom: Bool
    private let header: (Key) -> Header
    private let row: (DerivedRowContent<Item, Separator>) -> Row

    /// A list of `model`'s sections, each items section titled by `header` of its key and
    /// each row drawn by `row`; `startsAtBottom` opens it at its last row, as a chat does.
    public init(
      _ model: SectionedListModel<Query, Cursor, Item, Key, Separator>,
      startsAtBottom: Bool = false,
      @ViewBuilder header: @escaping (Key) -> Header,
      @ViewBuilder row: @escaping (DerivedRowContent<Item, Separator>) -> Row
    ) {
      self._model = Bindable(model)
      self.startsAtBottom = startsAtBottom
      self.header = header
      self.row = row
    }

    /// The prepend header, the sections, the footer and the placeholder.
    public var body: some View {
      List {
        PagerPrependHeader(model.pager)
        ForEach(model.sections) { section in
          Section {
            ForEach(section.rows, id: \.self) { row in
              if let content = model.content(of: row) {
                self.row(content).onAppear { model.rowWillAppear(row) }
              }
            }
          } header: {
            if let key = section.id.key { header(key) }
          }
        }
        PagerFooter(model.pager)
      }
      .scrollPosition(id: $model.topRow)
      .defaultScrollAnchor(startsAtBottom ? .bottom : nil)
      .overlay { PagerPlaceholder(model.pager) }
      .refreshable(model.pager)
      .task {
        model.announcer = { AccessibilityNotification.Announcement($0).post() }
        model.start()
      }
      .onDisappear { model.stop() }
    }
  }
#endif
