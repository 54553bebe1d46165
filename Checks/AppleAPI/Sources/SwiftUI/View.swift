// View, the result builder and the views it builds.

/// A piece of user interface. Main-actor isolated, as in Apple's SDK.
@MainActor @preconcurrency
public protocol View {
  /// The view's content.
  associatedtype Body: View
  /// The view's content, built by ``ViewBuilder``.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("stand-in: never run") }
}

/// A view that shows nothing.
nonisolated public struct EmptyView: View {
  public init() {}
  public var body: Never { fatalError("stand-in: never run") }
}

/// Several views built by one block.
nonisolated public struct TupleView<T>: View {
  public var value: T
  public init(_ value: T) { self.value = value }
  public var body: Never { fatalError("stand-in: never run") }
}

/// One of two views, built by `if`/`else` or `switch`.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage
  public var body: Never { fatalError("stand-in: never run") }
}

/// A type-erased view.
nonisolated public struct AnyView: View {
  public init<V: View>(_ view: V) {}
  public var body: Never { fatalError("stand-in: never run") }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { fatalError("stand-in: never run") }
}

/// Builds views from closures: blocks, `if`, `if let`, `switch`.
@resultBuilder
nonisolated public struct ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  public static func buildBlock() -> EmptyView { EmptyView() }

  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  { TupleView((repeat each content)) }

  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent(storage: .trueContent(first)) }

  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent(storage: .falseContent(second)) }

  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// A view with a modifier applied: what every stand-in modifier returns.
nonisolated public struct ModifiedContent<Content, Modifier>: View {
  public var content: Content
  public var modifier: Modifier
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
  public var body: Never { fatalError("stand-in: never run") }
}

/// The modifier of the stand-ins: it records nothing.
nonisolated public struct _StandInModifier: Sendable {}

extension View {
  /// `self` with a (stand-in) modifier applied.
  nonisolated func modified() -> ModifiedContent<Self, _StandInModifier> {
    ModifiedContent(content: self, modifier: _StandInModifier())
  }
}
