/// What a list screen does when its ``Pager`` changes: what a table or collection view
/// adapter draws. ``PagerListBinding`` decides when; a host only draws.
///
/// UIKit's `PagerTableViewController` and `PagerCollectionViewController` draw through one;
/// tests use a recording host. A host shows every row (``applyRows(_:)``, placeholders
/// included) and reports the rows about to appear with
/// ``PagerListBinding/rowsWillAppear(atPositions:)``; the requirements after the first three
/// have defaults.
///
/// ```swift
/// @MainActor final class LoggingHost: PagerListHost {
///   func applyRows(_ update: PagerRowsUpdate<Int>) { print(update.rows.ids.count, "rows") }
///   func showFooter(_ footer: RefreshPresentation.Footer) { print("footer", footer) }
///   func showPlaceholder(_ placeholder: RefreshPresentation.Placeholder) { print(placeholder) }
///   func announce(_ announcement: String) { print("say", announcement) }
/// }
/// ```
///
/// Isolation: main actor. Every method is called on the main actor, in the same turn as the
/// pager change it shows; a host may report rows appearing, or change the pager, from inside
/// ``applyRows(_:)``: the binding holds the next update back until it returns.
@MainActor
public protocol PagerListHost<ItemID>: AnyObject {
  /// The id type of the rows.
  associatedtype ItemID: Hashable & Sendable

  /// Shows every row after a change, placeholders included: reloads, or applies
  /// ``PagerRowsUpdate/rows``' change set with animation, and keeps
  /// ``PagerRowsUpdate/keep`` where it was on screen.
  func applyRows(_ update: PagerRowsUpdate<ItemID>)
  /// Shows the load-more footer.
  func showFooter(_ footer: RefreshPresentation.Footer)
  /// Shows what covers an empty list (``RefreshPresentation/Placeholder/none`` removes it).
  func showPlaceholder(_ placeholder: RefreshPresentation.Placeholder)
  /// Starts (`true`) or stops the pull-to-refresh control's spinner.
  func setRefreshControlSpinning(_ spinning: Bool)
  /// Shows the header at the start of the list (a list that loads both ways).
  func showPrependHeader(_ header: RefreshPresentation.PrependHeader)
  /// Tells assistive technologies `announcement` (VoiceOver's announcement).
  func announce(_ announcement: String)
  /// The index, among the rows of the last ``applyRows(_:)``, of the topmost row on screen;
  /// `nil` (the default) when the host keeps no row in place.
  var firstVisibleRow: Int? { get }
}

extension PagerListHost {
  /// Does nothing: for hosts without a refresh control (tvOS).
  public func setRefreshControlSpinning(_ spinning: Bool) {}
  /// Shows no header.
  public func showPrependHeader(_ header: RefreshPresentation.PrependHeader) {}
  /// Announces nothing.
  public func announce(_ announcement: String) {}
  /// No row is kept in place.
  public var firstVisibleRow: Int? { nil }
}
