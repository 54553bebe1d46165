public import RefreshKit

/// What a sectioned list screen does when its pager changes: what a table or collection view
/// adapter draws. ``SectionedListBinding`` decides when; a host only draws. The sectioned
/// counterpart of `PagerListHost`, with the same footer, header, placeholder, refresh control
/// and announcements.
///
/// ```swift
/// @MainActor final class LoggingHost: SectionedListHost {
///   func applySections(_ update: SectionedRowsUpdate<Message, Day, Day>) {
///     print(update.rows.sectionCount, "sections")
///   }
///   func showFooter(_ footer: RefreshPresentation.Footer) { print("footer", footer) }
///   func showPlaceholder(_ placeholder: RefreshPresentation.Placeholder) { print(placeholder) }
/// }
/// ```
///
/// Isolation: main actor. Every method is called on the main actor, in the same turn as the
/// change it shows; a host may report rows appearing from inside ``applySections(_:)``.
@MainActor
public protocol SectionedListHost<Item, Key, Separator>: AnyObject {
  /// The pager's item type.
  associatedtype Item: Identifiable & Sendable where Item.ID: Sendable
  /// The type of the sections' keys.
  associatedtype Key: Hashable & Sendable
  /// The type of the separators' values.
  associatedtype Separator: Hashable & Sendable

  /// Shows the rows after a change: reloads, or applies the change set with animation, and
  /// keeps ``SectionedRowsUpdate/keep`` where it was on screen.
  func applySections(_ update: SectionedRowsUpdate<Item, Key, Separator>)
  /// Shows the load-more footer.
  func showFooter(_ footer: RefreshPresentation.Footer)
  /// Shows what covers an empty list (`RefreshPresentation.Placeholder.none` removes it).
  func showPlaceholder(_ placeholder: RefreshPresentation.Placeholder)
  /// Starts (`true`) or stops the pull-to-refresh control's spinner.
  func setRefreshControlSpinning(_ spinning: Bool)
  /// Shows the header at the start of the list (a list that loads both ways).
  func showPrependHeader(_ header: RefreshPresentation.PrependHeader)
  /// Tells assistive technologies `announcement`.
  func announce(_ announcement: String)
  /// The topmost row on screen, among the rows of the last ``applySections(_:)``; `nil` (the
  /// default) when the host keeps no row in place.
  var firstVisibleRow: DerivedIndex? { get }
}

extension SectionedListHost {
  /// Does nothing: for hosts without a refresh control (tvOS).
  public func setRefreshControlSpinning(_ spinning: Bool) {}
  /// Shows no header.
  public func showPrependHeader(_ header: RefreshPresentation.PrependHeader) {}
  /// Announces nothing.
  public func announce(_ announcement: String) {}
  /// No row is kept in place.
  public var firstVisibleRow: DerivedIndex? { nil }
}
