/// What a list's header, footer and placeholder must show, for any load states.
///
/// Pure and cross-platform: UIKit, SwiftUI and terminal adapters only draw it.
/// After a refresh the footer returns from "no more data" to idle by itself.
///
/// ```swift
/// let shown = RefreshPresentation(loadStates: pager.loadStates, itemCount: pager.items.count,
///                                 hasLoaded: pager.hasLoaded)
/// if case .failed(let message, canRetry: true) = shown.footer { drawRetry(message) }
/// ```
public struct RefreshPresentation: Hashable, Sendable {
  /// The pull-to-refresh header.
  public enum Header: Hashable, Sendable {
    /// At rest.
    case idle
    /// Spinning: a refresh is in flight.
    case refreshing
    /// The last refresh failed while content stays on screen; show the message briefly.
    case failed(message: String)
  }

  /// The load-more footer.
  public enum Footer: Hashable, Sendable {
    /// Not shown (nothing loaded yet, or an empty list).
    case hidden
    /// Shown at rest; scrolling to it loads more.
    case idle
    /// Spinning: a load-more is in flight.
    case loadingMore
    /// The end of the list, with its text.
    case noMoreData(String)
    /// A load-more failed; show the message, and a retry when `canRetry` (the same page can be
    /// loaded again). When it is `false` (paging ended), only a refresh starts over.
    case failed(message: String, canRetry: Bool)
  }

  /// What covers the list when it has no items.
  public enum Placeholder: Hashable, Sendable {
    /// Nothing: the list shows its items.
    case none
    /// The first load is in flight.
    case loading
    /// Loaded, and there is nothing to show.
    case empty(String)
    /// Offline with nothing on screen; offers a retry.
    case offline(String)
    /// The first load failed; offers a retry.
    case failed(message: String)
  }

  /// The header to draw.
  public var header: Header
  /// The footer to draw.
  public var footer: Footer
  /// The placeholder to draw over an empty list.
  public var placeholder: Placeholder

  /// Creates a presentation from its parts.
  package init(header: Header, footer: Footer, placeholder: Placeholder) {
    self.header = header
    self.footer = footer
    self.placeholder = placeholder
  }
}
