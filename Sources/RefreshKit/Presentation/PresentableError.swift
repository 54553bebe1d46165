/// An error that knows how a screen should show it.
///
/// Conform your network errors so the footer, header and placeholders show a useful
/// message and an offline placeholder when the device is offline.
///
/// ```swift
/// extension APIError: PresentableError {
///   var displayMessage: String { "The server is busy, try again." }
///   var isOffline: Bool { self == .offline }
/// }
/// ```
public protocol PresentableError: Error {
  /// A short sentence for a status line or a placeholder.
  var displayMessage: String { get }
  /// Whether the failure means there is no connection (shows the offline placeholder).
  var isOffline: Bool { get }
}

extension PresentableError {
  /// Not offline by default.
  public var isOffline: Bool { false }
}

extension LoadFailure {
  /// The message to show: the error's ``PresentableError/displayMessage`` or its description.
  public var displayMessage: String {
    if let presentable = error as? any PresentableError { return presentable.displayMessage }
    return String(describing: error)
  }

  /// Whether the failure is an offline one.
  public var isOffline: Bool { (error as? any PresentableError)?.isOffline ?? false }
}
