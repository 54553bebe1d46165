public import RefreshKit

/// What a seed screen draws for its load-more footer: the table or collection view side of a
/// ``SeedFooterBinding``, which decides what to draw and when; a host only draws.
///
/// ``TViewController`` and ``CViewController`` draw through one (a `PagerFooterView` as the
/// table's footer, or below the collection's content); tests use a recording host.
///
/// ```swift
/// @MainActor final class LoggingFooterHost: SeedFooterHost {
///   func showFooter(_ footer: RefreshPresentation.Footer) { print("footer", footer) }
///   func reloadRows() { print("reload") }
/// }
/// ```
///
/// Isolation: main actor. Every method is called on the main actor, in the same turn as the
/// decision it carries out.
@MainActor
public protocol SeedFooterHost: AnyObject {
  /// Shows `footer`: a spinner while loading more, the "no more data" text at the end, the
  /// error with a retry button (when `canRetry`) after a failed load-more, nothing otherwise.
  func showFooter(_ footer: RefreshPresentation.Footer)

  /// The retry started from the footer loaded its page: reloads the rows, so that they show
  /// the page appended to the data source. Not called when the retry failed again.
  func reloadRows()
}
