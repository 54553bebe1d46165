// View modifiers. Like Apple's, they are nonisolated; their closures carry the isolation.

/// Visible or hidden, or the system's choice.
nonisolated public enum Visibility: Hashable, Sendable {
  case automatic, visible, hidden
}

/// A set of the edges of a rectangle.
nonisolated public enum Edge: Int8, Hashable, Sendable {
  case top, leading, bottom, trailing

  /// A set of edges.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }

    public static let top = Set(rawValue: 1 << 0)
    public static let leading = Set(rawValue: 1 << 1)
    public static let bottom = Set(rawValue: 1 << 2)
    public static let trailing = Set(rawValue: 1 << 3)
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public static let all: Set = [.horizontal, .vertical]
  }
}

/// A set of the top and bottom edges.
nonisolated public enum VerticalEdge: Int8, Hashable, Sendable {
  case top, bottom

  /// A set of vertical edges.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }

    public static let top = Set(rawValue: 1 << 0)
    public static let bottom = Set(rawValue: 1 << 1)
    public static let all: Set = [.top, .bottom]
  }
}

/// What submits: a text field or a search field.
nonisolated public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let text = SubmitTriggers(rawValue: 1 << 0)
  public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// Where the search field goes.
nonisolated public struct SearchFieldPlacement: Sendable {
  public static let automatic = SearchFieldPlacement()
}

extension View {
  /// Pull-to-refresh. Apple: `nonisolated func refreshable(action: @escaping @Sendable () async
  /// -> Void) -> some View`: the action is Sendable and not main-actor isolated.
  nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    modified()
  }

  /// Work started before the view appears and cancelled when it disappears. Apple's current
  /// signature: a `sending @isolated(any)` closure that inherits the caller's isolation.
  nonisolated public func task(
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View { modified() }

  /// Like task(priority:_:), restarted when `value` changes.
  nonisolated public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View { modified() }

  /// Runs `action` when the view appears.
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modified()
  }

  /// Runs `action` when the view disappears.
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modified()
  }

  /// Draws `content` over the view.
  nonisolated public func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View { modified() }

  /// Bounds the view's size.
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View { modified() }

  /// Fixes the view's size.
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View { modified() }

  /// Pads `edges` by `length`, or by the system's spacing.
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)
    -> some View
  { modified() }

  /// Pads every edge by `length`.
  nonisolated public func padding(_ length: CGFloat) -> some View { modified() }

  /// Draws the foreground with `style`.
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { modified() }

  /// Sets the font of the text inside.
  nonisolated public func font(_ font: Font?) -> some View { modified() }

  /// Lines up the lines of the text inside.
  nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    modified()
  }

  /// Shows or hides the row's separators.
  nonisolated public func listRowSeparator(
    _ visibility: Visibility, edges: VerticalEdge.Set = .all
  ) -> some View { modified() }

  /// Gives the view an identity.
  nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { modified() }

  /// Disables the controls inside.
  nonisolated public func disabled(_ disabled: Bool) -> some View { modified() }

  /// Adds a search field bound to `text`.
  nonisolated public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View { modified() }

  /// Runs `action` when the user submits.
  nonisolated public func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void
  ) -> some View { modified() }

  /// The title shown by navigation.
  nonisolated public func navigationTitle(_ title: Text) -> some View { modified() }
}
