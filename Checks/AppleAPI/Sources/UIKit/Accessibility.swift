// Accessibility: the UIAccessibility informal protocol on NSObject and posted notifications.
// Modelled where the adapters use them (iOS, tvOS and visionOS).
#if APPLE_API_UIKIT_VIEWS
  public import Foundation

  extension NSObject {
    /// Apple: `@MainActor var isAccessibilityElement: Bool { get set }` (UIAccessibility,
    /// iOS 2.0+, tvOS 9.0+).
    @MainActor public var isAccessibilityElement: Bool {
      get { false }
      set {}
    }
    /// Apple: `@MainActor var accessibilityLabel: String? { get set }`.
    @MainActor public var accessibilityLabel: String? {
      get { nil }
      set {}
    }
    /// Apple: `@MainActor var accessibilityHint: String? { get set }`.
    @MainActor public var accessibilityHint: String? {
      get { nil }
      set {}
    }
  }

  /// Apple: `struct UIAccessibility` (iOS 2.0+, tvOS 9.0+): accessibility notifications.
  public enum UIAccessibility {
    /// Apple: `struct UIAccessibility.Notification`.
    public struct Notification: Hashable, Sendable, RawRepresentable {
      public let rawValue: UInt32
      public init(rawValue: UInt32) { self.rawValue = rawValue }

      /// Apple: `static let announcement: UIAccessibility.Notification`: the argument is the
      /// `String` to speak.
      public static let announcement = Notification(rawValue: 1008)
    }

    /// Apple: `@MainActor static func post(notification: UIAccessibility.Notification,
    /// argument: Any?)`.
    @MainActor
    public static func post(notification: UIAccessibility.Notification, argument: Any?) {}
  }
#endif
