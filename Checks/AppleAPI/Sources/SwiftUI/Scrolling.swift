// Scroll positions, redaction and accessibility announcements, each with the availability
// Apple documents (the iOS 18 scroll APIs are in ScrollPosition.swift).

/// Apple: `struct UnitPoint`: a point in a view's unit square.
nonisolated public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
}

/// Apple: `struct RedactionReasons: OptionSet`.
nonisolated public struct RedactionReasons: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Apple: `static let placeholder`: the view is a placeholder for content not loaded yet.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
}

/// Apple: `enum AccessibilityNotification` (Accessibility, re-exported by SwiftUI; iOS 17.0+,
/// tvOS 17.0+, watchOS 10.0+, macOS 14.0+): notifications an app posts to assistive apps.
@available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
nonisolated public enum AccessibilityNotification {
  /// Apple: `struct AccessibilityNotification.Announcement`: speaks a string.
  public struct Announcement {
    /// Apple: `init(_ announcement: String)`.
    public init(_ announcement: String) {}
    /// Apple: `func post()`; modelled on the main actor, the stricter reading.
    @MainActor public func post() {}
  }
}

extension View {
  /// Apple: `nonisolated func redacted(reason: RedactionReasons) -> some View` (iOS 14.0+).
  nonisolated public func redacted(reason: RedactionReasons) -> some View { modified() }

  /// Apple: `nonisolated func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint?
  /// = nil) -> some View` (iOS 17.0+, tvOS 17.0+, watchOS 10.0+, macOS 14.0+).
  @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
  nonisolated public func scrollPosition(
    id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil
  ) -> some View { modified() }

  /// Apple: `nonisolated func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View`
  /// (iOS 17.0+, tvOS 17.0+, watchOS 10.0+, macOS 14.0+).
  @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
  nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { modified() }

  /// Apple: `nonisolated func scrollTargetLayout(isEnabled: Bool = true) -> some View`
  /// (iOS 17.0+).
  @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
  nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View { modified() }
}
