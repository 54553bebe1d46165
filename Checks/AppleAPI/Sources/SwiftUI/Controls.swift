// Buttons, labels, progress, placeholders and spacing.

/// A control that runs an action.
nonisolated public struct Button<Label: View>: View {
  /// A button whose label is built by `label`.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
  public var body: Never { fatalError("stand-in: never run") }
}

extension Button where Label == Text {
  /// A button with a localized title.
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
  /// A button with a title shown as is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
}

/// A title with an icon.
nonisolated public struct Label<Title: View, Icon: View>: View {
  /// A label built from two views.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
  public var body: Never { fatalError("stand-in: never run") }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a localized title and an SF Symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
  /// A label with a title shown as is and an SF Symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

/// A spinner or a progress bar.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  public var body: Never { fatalError("stand-in: never run") }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// An indeterminate spinner.
  public init() {}
}

/// A value with a label, laid out as a form row.
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
  public var body: Never { fatalError("stand-in: never run") }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A localized title with a value shown as is.
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {}
  /// A title and a value, both shown as is.
  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {}
}

/// What a screen shows when it has no content. Apple: iOS 17.0+, tvOS 17.0+, watchOS 10.0+,
/// macOS 14.0+.
@available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>:
  View
{
  /// A placeholder built from a label, a description and actions.
  public init(
    @ViewBuilder label: () -> Label,
    @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {}
  public var body: Never { fatalError("stand-in: never run") }
}

@available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
extension ContentUnavailableView
where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// A placeholder with a localized title, an SF Symbol and a description.
  public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(
      label: { SwiftUI.Label(title, systemImage: name) }, description: { description },
      actions: { EmptyView() })
  }
  /// A placeholder with a title shown as is, an SF Symbol and a description.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(
      label: { SwiftUI.Label(title, systemImage: name) }, description: { description },
      actions: { EmptyView() })
  }
}

/// The parts of the search placeholder.
@available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
public enum SearchUnavailableContent {
  /// Its label.
  nonisolated public struct Label: View {
    public var body: Never { fatalError("stand-in: never run") }
  }
  /// Its description.
  nonisolated public struct Description: View {
    public var body: Never { fatalError("stand-in: never run") }
  }
  /// Its actions.
  nonisolated public struct Actions: View {
    public var body: Never { fatalError("stand-in: never run") }
  }
}

@available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
extension ContentUnavailableView
where
  Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
  Actions == SearchUnavailableContent.Actions
{
  /// "No Results", for a search that found nothing.
  public static var search: Self {
    Self(
      label: { SearchUnavailableContent.Label() },
      description: { SearchUnavailableContent.Description() },
      actions: { SearchUnavailableContent.Actions() })
  }

  /// "No Results for <text>".
  public static func search(text: String) -> Self { search }
}

/// Flexible space in a stack.
nonisolated public struct Spacer: View {
  public init(minLength: CGFloat? = nil) {}
  public var body: Never { fatalError("stand-in: never run") }
}
