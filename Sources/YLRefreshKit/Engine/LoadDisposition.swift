import RefreshKit
/// What became of one load, reported to ``RefreshOperator/loadDidSettle(_:disposition:)``.
///
/// ```swift
/// override func loadDidSettle(_ load: LoadRequest<Target>, disposition: LoadDisposition) {
///   metrics.record(load.direction, disposition)
/// }
/// ```
public enum LoadDisposition: Hashable, Sendable {
  /// Its page replaced (refresh) or extended (load-more) the list.
  case applied
  /// Its page was applied, but the server's paging was inconsistent and paging ended.
  case appliedEndingPaging
  /// It failed; the cursor did not move and the list is unchanged.
  case failed
  /// Its response arrived after a newer load replaced it, and was discarded.
  case discardedStale
  /// It was cancelled (preempted, cancelled, or its screen released); nothing changed.
  case cancelled
}
