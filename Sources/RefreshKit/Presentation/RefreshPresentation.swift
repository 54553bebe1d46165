/// What a list's header, footer and placeholder must show, for any engine state.
///
/// Pure and cross-platform: UIKit, SwiftUI and terminal adapters only draw it.
/// After a refresh the footer returns from "no more data" to idle by itself.
///
/// ```swift
/// let shown = RefreshPresentation(state: machine.currentState, itemCount: 42,
///                                 lastFailure: op.lastFailure, canLoadMore: true)
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
    /// loaded again). When it is `false` (paging ended), ``RefreshController/retry(completion:)``
    /// refreshes instead.
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
  public init(header: Header, footer: Footer, placeholder: Placeholder) {
    self.header = header
    self.footer = footer
    self.placeholder = placeholder
  }

  /// Derives what to show from the engine's state and what it holds.
  public init(
    state: RefreshState,
    itemCount: Int,
    lastFailure: RefreshFailure?,
    canLoadMore: Bool,
    texts: RefreshTexts = RefreshTexts()
  ) {
    let hasItems = itemCount > 0
    let restingFooter: Footer =
      hasItems ? (canLoadMore ? .idle : .noMoreData(texts.noMoreData)) : .hidden
    switch state {
    case .initial:
      self.init(header: .idle, footer: .hidden, placeholder: .none)
    case .refreshing:
      self.init(
        header: .refreshing, footer: restingFooter, placeholder: hasItems ? .none : .loading)
    case .paginated, .populated:
      self.init(
        header: .idle, footer: restingFooter, placeholder: hasItems ? .none : .empty(texts.empty))
    case .paging:
      self.init(header: .idle, footer: .loadingMore, placeholder: .none)
    case .error(let error):
      let failure = lastFailure ?? RefreshFailure(action: .pullToRefresh, error: error, attempt: 1)
      self = Self.failed(
        failure, hasItems: hasItems, canLoadMore: canLoadMore, resting: restingFooter, texts: texts)
    }
  }

  private static func failed(
    _ failure: RefreshFailure, hasItems: Bool, canLoadMore: Bool, resting: Footer,
    texts: RefreshTexts
  ) -> RefreshPresentation {
    guard hasItems else {
      let placeholder: Placeholder =
        failure.isOffline ? .offline(texts.offline) : .failed(message: failure.displayMessage)
      return RefreshPresentation(header: .idle, footer: .hidden, placeholder: placeholder)
    }
    switch failure.action {
    case .pullToRefresh:
      return RefreshPresentation(
        header: .failed(message: failure.displayMessage), footer: resting, placeholder: .none)
    case .loadingMore:
      return RefreshPresentation(
        header: .idle, footer: .failed(message: failure.displayMessage, canRetry: canLoadMore),
        placeholder: .none)
    }
  }
}
