// Content configurations: list rows and content-unavailable states. iOS, tvOS and visionOS.
#if APPLE_API_UIKIT_VIEWS

  /// The state a configuration updates for (selected, highlighted, ...). Apple: `protocol
  /// UIConfigurationState` (iOS 14.0+, tvOS 14.0+), without isolation.
  @available(iOS 14.0, tvOS 14.0, *)
  public protocol UIConfigurationState {}

  /// A view that shows a content configuration. Apple: `@MainActor protocol UIContentView :
  /// NSObjectProtocol`.
  @MainActor
  public protocol UIContentView: NSObjectProtocol {
    var configuration: any UIContentConfiguration { get set }
  }

  /// What a cell or view controller shows, as a value. Apple: `protocol
  /// UIContentConfiguration` (iOS 14.0+, tvOS 14.0+), without isolation; only
  /// `makeContentView()` is `@MainActor`.
  @available(iOS 14.0, tvOS 14.0, *)
  public protocol UIContentConfiguration {
    @MainActor func makeContentView() -> any UIView & UIContentView
    func updated(for state: any UIConfigurationState) -> Self
  }

  /// The view of a stand-in configuration.
  @MainActor
  final class StandInContentView: UIView, UIContentView {
    var configuration: any UIContentConfiguration

    init(configuration: any UIContentConfiguration) {
      self.configuration = configuration
      super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }
  }

  /// The content of a list row: text, secondary text and an image. Apple: `struct
  /// UIListContentConfiguration` (iOS 14.0+, tvOS 14.0+): a plain struct, not `Sendable`.
  @available(iOS 14.0, tvOS 14.0, *)
  public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// The primary text.
    public var text: String?
    /// The secondary text.
    public var secondaryText: String?
    /// The image.
    public var image: UIImage?

    /// A plain cell.
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// A cell with a subtitle.
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// A cell with a value on the trailing side.
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// A footer of a plain list.
    public static func plainFooter() -> UIListContentConfiguration { UIListContentConfiguration() }

    @MainActor public func makeContentView() -> any UIView & UIContentView {
      StandInContentView(configuration: self)
    }

    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
  }

  /// The state a view controller's content-unavailable configuration updates for. Apple:
  /// `struct UIContentUnavailableConfigurationState` (iOS 17.0+, tvOS 17.0+).
  @available(iOS 17.0, tvOS 17.0, *)
  public struct UIContentUnavailableConfigurationState: UIConfigurationState {
    /// The search text, when a search controller is active.
    public var searchText: String?
  }

  /// What a view controller shows when it has no content: empty, loading or search. Apple:
  /// `struct UIContentUnavailableConfiguration` (iOS 17.0+, tvOS 17.0+): a plain struct.
  @available(iOS 17.0, tvOS 17.0, *)
  public struct UIContentUnavailableConfiguration: UIContentConfiguration {
    /// What the button does. Apple: `struct ButtonProperties`.
    public struct ButtonProperties {
      /// The action the button runs.
      public var primaryAction: UIAction?
      /// Whether the button is enabled.
      public var isEnabled = true
    }

    /// The image.
    public var image: UIImage?
    /// The text.
    public var text: String?
    /// The secondary text.
    public var secondaryText: String?
    /// The button's look.
    public var button = UIButton.Configuration.plain()
    /// What the button does.
    public var buttonProperties = ButtonProperties()

    /// An empty state.
    public static func empty() -> UIContentUnavailableConfiguration {
      UIContentUnavailableConfiguration()
    }
    /// A loading state with a spinner.
    public static func loading() -> UIContentUnavailableConfiguration {
      UIContentUnavailableConfiguration()
    }
    /// A search without results.
    public static func search() -> UIContentUnavailableConfiguration {
      UIContentUnavailableConfiguration()
    }

    @MainActor public func makeContentView() -> any UIView & UIContentView {
      StandInContentView(configuration: self)
    }

    public func updated(for state: any UIConfigurationState) -> UIContentUnavailableConfiguration {
      self
    }
  }
#endif
