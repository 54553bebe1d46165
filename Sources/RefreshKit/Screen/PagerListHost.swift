/// What a list screen does when its ``Pager`` changes: the four things a table or collection
/// view adapter draws. ``PagerListBinding`` decides when; a host only draws.
///
/// UIKit's `TViewController` and `CViewController` are hosts; tests use a recording host.
///
/// ```swift
/// @MainActor final class LoggingHost: PagerListHost {
///   func apply(_ update: ListUpdate<Int>) { print(update.style, update.ids.count) }
///   func setRefreshControlSpinning(_ spinning: Bool) { print("spinning", spinning) }
///   func showFooter(_ footer: RefreshPresentation.Footer) { print("footer", footer) }
///   func showPlaceholder(_ placeholder: RefreshPresentation.Placeholder) { print(placeholder) }
/// }
/// ```
///
/// Isolation: main actor. Every method is called on the main actor, in the same turn as the
/// pager change it shows; a host may report rows appearing from inside ``apply(_:)``.
@MainActor
public protocol PagerListHost<ItemID>: AnyObject {
  /// The id type of the rows.
  associatedtype ItemID: Hashable & Sendable

  /// Shows the rows after a change: reloads, or applies the change set with animation.
  func apply(_ update: ListUpdate<ItemID>)
  /// Starts (`true`) or stops the pull-to-refresh control's spinner.
  func setRefreshControlSpinning(_ spinning: Bool)
  /// Shows the load-more footer.
  func showFooter(_ footer: RefreshPresentation.Footer)
  /// Shows what covers an empty list (``RefreshPresentation/Placeholder/none`` removes it).
  func showPlaceholder(_ placeholder: RefreshPresentation.Placeholder)
}

extension PagerListHost {
  /// Does nothing: for hosts without a refresh control (tvOS).
  public func setRefreshControlSpinning(_ spinning: Bool) {}
}
