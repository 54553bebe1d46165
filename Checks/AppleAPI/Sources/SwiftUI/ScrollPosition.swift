// The scroll APIs of iOS 18, tvOS 18, watchOS 11 and macOS 15: a glue that uses them needs
// `#available` while the package supports the releases before (README.md, "Availability").

/// Apple: `struct ScrollPosition` (iOS 18.0+, tvOS 18.0+, watchOS 11.0+, macOS 15.0+): where
/// a scroll view is scrolled, by view identity, offset or edge.
@available(iOS 18.0, tvOS 18.0, watchOS 11.0, macOS 15.0, *)
nonisolated public struct ScrollPosition: Equatable, Sendable {
  /// Apple: `init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge? = nil)`.
  public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge? = nil) {}

  /// Apple: `init(id: some Hashable & Sendable, anchor: UnitPoint? = nil)`.
  public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {}

  /// Apple: `mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil)`.
  public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {}

  /// Apple: `mutating func scrollTo(edge: Edge)`.
  public mutating func scrollTo(edge: Edge) {}

  /// Apple: `func viewID<T>(type: T.Type) -> T? where T : Hashable`.
  public func viewID<T: Hashable>(type: T.Type) -> T? { nil }
}

/// Apple: `struct ScrollGeometry` (iOS 18.0+, tvOS 18.0+, watchOS 11.0+, macOS 15.0+).
@available(iOS 18.0, tvOS 18.0, watchOS 11.0, macOS 15.0, *)
nonisolated public struct ScrollGeometry: Equatable, Sendable {
  /// Apple: `var contentOffset: CGPoint`.
  public var contentOffset: CGPoint
  /// Apple: `var contentSize: CGSize`.
  public var contentSize: CGSize
  /// Apple: `var containerSize: CGSize`.
  public var containerSize: CGSize
}

/// Apple: `struct ScrollAnchorRole` (iOS 18.0+, tvOS 18.0+, watchOS 11.0+, macOS 15.0+).
@available(iOS 18.0, tvOS 18.0, watchOS 11.0, macOS 15.0, *)
nonisolated public struct ScrollAnchorRole: Hashable, Sendable {
  let role: Int
  /// Where the scroll view starts.
  public static var initialOffset: ScrollAnchorRole { ScrollAnchorRole(role: 0) }
  /// How the offset follows size changes.
  public static var sizeChanges: ScrollAnchorRole { ScrollAnchorRole(role: 1) }
  /// How content smaller than the container is aligned.
  public static var alignment: ScrollAnchorRole { ScrollAnchorRole(role: 2) }
}

extension View {
  /// Apple: `nonisolated func scrollPosition(_ position: Binding<ScrollPosition>, anchor:
  /// UnitPoint? = nil) -> some View` (iOS 18.0+, tvOS 18.0+, watchOS 11.0+, macOS 15.0+).
  @available(iOS 18.0, tvOS 18.0, watchOS 11.0, macOS 15.0, *)
  nonisolated public func scrollPosition(
    _ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil
  ) -> some View { modified() }

  /// Apple: `nonisolated func onScrollGeometryChange<T>(for type: T.Type, of transform:
  /// @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void) -> some View where
  /// T : Equatable` (iOS 18.0+, tvOS 18.0+, watchOS 11.0+, macOS 15.0+).
  @available(iOS 18.0, tvOS 18.0, watchOS 11.0, macOS 15.0, *)
  nonisolated public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (T, T) -> Void
  ) -> some View { modified() }

  /// Apple: `nonisolated func defaultScrollAnchor(_ anchor: UnitPoint?, for role:
  /// ScrollAnchorRole) -> some View` (iOS 18.0+, tvOS 18.0+, watchOS 11.0+, macOS 15.0+).
  @available(iOS 18.0, tvOS 18.0, watchOS 11.0, macOS 15.0, *)
  nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole)
    -> some View
  { modified() }
}
