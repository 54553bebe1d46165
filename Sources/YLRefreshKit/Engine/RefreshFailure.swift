import RefreshKit

/// The operator's last failed load: which action failed, with what, on which attempt.
///
/// A screen shows a full-screen retry when a refresh failed with nothing on screen,
/// and a footer retry when a load-more failed.
///
/// ```swift
/// if operator.lastFailure?.action == .loadingMore { footer.showRetry() }
/// ```
public struct RefreshFailure: Error, Sendable {
  /// The action whose load failed.
  public var action: RefreshAction
  /// What it failed with.
  public var error: any Error
  /// The attempt that failed (1 for a first try).
  public var attempt: Int

  /// Creates a failure record.
  public init(action: RefreshAction, error: any Error, attempt: Int) {
    self.action = action
    self.error = error
    self.attempt = attempt
  }

  /// The message to show: the error's `PresentableError.displayMessage` or its description.
  public var displayMessage: String { LoadFailure(self).displayMessage }

  /// Whether the failure is an offline one.
  public var isOffline: Bool { LoadFailure(self).isOffline }
}

extension LoadFailure {
  /// The pager's record of the operator's failure: a refresh for a pull-to-refresh, an append
  /// for a load-more.
  init(_ failure: RefreshFailure) {
    self.init(
      direction: failure.action == .pullToRefresh ? .refresh : .append, error: failure.error,
      attempt: failure.attempt)
  }
}
