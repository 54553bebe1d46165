/// Why a ``Pager`` started a load (see ``PagerEvent/Kind/loadStarted(_:reason:)``).
///
/// ```swift
/// if case .loadStarted(_, .prefetch(let row)) = event.kind { print("row \(row) asked for more") }
/// ```
@_spi(Diagnostics) public enum LoadReason: Hashable, Sendable {
  /// The first load or a refresh (``Pager/refresh(_:)``, ``Pager/loadIfNeeded()``, the load
  /// after the cache's pages, a refresh that keeps the user's place).
  case refresh
  /// The row at this position (placeholders included) came within the prefetch distance of an
  /// end, or a page arrived while it was.
  case prefetch(row: Int)
  /// ``Pager/loadMore()``.
  case loadMore
  /// The same page again after a failure: ``Pager/retry()`` or an automatic retry.
  case retry(automatic: Bool)
  /// ``Pager/query`` changed.
  case queryChange
  /// ``Pager/jump(to:)`` loads the page at a far position.
  case jump
  /// ``Pager/restore(_:)`` loads a saved place.
  case restoration
  /// A refresh revalidates a page held with its validator.
  case revalidation
}

/// Why a ``Pager`` cancelled a load (see ``PagerEvent/Kind/loadCancelled(_:reason:)``).
@_spi(Diagnostics) public enum CancelReason: Hashable, Sendable {
  /// A refresh, a retry of a refresh, a jump or a restoration replaced it.
  case superseded
  /// ``Pager/query`` changed.
  case queryChange
  /// A trim moved the end it was loading next to.
  case trim
  /// The pager was released.
  case released
  /// The app called ``Pager/cancel()``.
  case requested
}

/// Where a finished load's page came from (see ``PagerEvent/Kind/loadFinished(_:rows:duration:origin:)``).
@_spi(Diagnostics) public enum LoadOrigin: Hashable, Sendable {
  /// The loader returned the page.
  case network
  /// The loader answered that the copy held is unchanged (HTTP 304):
  /// ``Page/unchanged(validator:freshUntil:)``.
  case notModified
}

/// An end of the pages held.
@_spi(Diagnostics) public enum PageEdge: Hashable, Sendable {
  /// The first page held.
  case start
  /// The last page held.
  case end
}
