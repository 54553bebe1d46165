/// Which way a load extends the list, as Paging 3's `LoadType`: ``PageRequest/Direction``.
///
/// A ``LoadFailure`` names it, so a screen knows whether a failed load was the list's first
/// page or one at an end:
///
/// ```swift
/// if pager.loadStates.append.failure?.direction == .append { footer.showRetry() }
/// ```
public enum LoadDirection: Hashable, Sendable, CaseIterable {
  /// Replaces the list: the first load, a refresh, a jump, a restoration, a new query.
  case refresh
  /// Loads the page before the first one held.
  case prepend
  /// Loads the page after the last one held.
  case append
}
