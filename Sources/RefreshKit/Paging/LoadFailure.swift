/// A failed load: which direction failed, with what, on which attempt.
///
/// A screen shows a full-screen retry when a refresh failed with nothing on screen,
/// and a footer retry when an append failed.
///
/// ```swift
/// if case .failed(let failure) = pager.loadStates.append {
///   footer.showRetry(failure.displayMessage, attempt: failure.attempt)
/// }
/// ```
public struct LoadFailure: Error, Sendable {
  /// The direction whose load failed.
  public var direction: LoadDirection
  /// What it failed with.
  public var error: any Error
  /// The attempt that failed (1 for a first try).
  public var attempt: Int

  /// Creates a failure record.
  package init(direction: LoadDirection, error: any Error, attempt: Int) {
    self.direction = direction
    self.error = error
    self.attempt = attempt
  }
}
