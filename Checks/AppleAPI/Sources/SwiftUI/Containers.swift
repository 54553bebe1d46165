// Lists, sections, stacks, groups and ForEach.

/// A scrolling list of rows.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
  public var body: Never { fatalError("stand-in: never run") }
}

extension List where SelectionValue == Never {
  /// A list of the rows built by `content`.
  public init(@ViewBuilder content: () -> Content) {}

  /// A row for each element of `data`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}

  /// A row for each element of `data`, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {}
}

/// Views built from a collection, one per element.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content>: View
where Content: View {
  public var data: Data
  public var content: (Data.Element) -> Content
  public var body: Never { fatalError("stand-in: never run") }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
  /// A view for each element of `data`, identified by its `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }
}

extension ForEach {
  /// A view for each element of `data`, identified by `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
  }
}

/// A section of a list, with an optional header and footer.
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View {
  public var body: Never { fatalError("stand-in: never run") }
}

extension Section where Parent == EmptyView {
  /// A section with a footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {}
}

extension Section where Footer == EmptyView {
  /// A section with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section without header or footer.
  public init(@ViewBuilder content: () -> Content) {}
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section with a localized title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
  /// A section with a title shown as is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

/// A column of views.
nonisolated public struct VStack<Content: View>: View {
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError("stand-in: never run") }
}

/// A row of views.
nonisolated public struct HStack<Content: View>: View {
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError("stand-in: never run") }
}

/// Views grouped so modifiers apply to each.
nonisolated public struct Group<Content: View>: View {
  public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError("stand-in: never run") }
}
