/// Where loading in one direction stands: Paging 3's `LoadState`.
///
/// ```swift
/// switch pager.loadStates.append {
/// case .loading: footer.showSpinner()
/// case .failed(let failure): footer.showRetry(failure.displayMessage)
/// case .notLoading(let endReached): footer.showEnd(endReached)
/// }
/// ```
public enum LoadState: Sendable, CustomStringConvertible {
  /// Nothing is loading in this direction; `endReached` when the server has no more pages.
  case notLoading(endReached: Bool)
  /// A load in this direction is in flight.
  case loading
  /// The last load in this direction failed; the items already shown stay.
  case failed(LoadFailure)

  /// Whether a load is in flight.
  public var isLoading: Bool {
    if case .loading = self { return true }
    return false
  }

  /// Whether the end of the data was reached in this direction.
  public var endReached: Bool {
    if case .notLoading(let endReached) = self { return endReached }
    return false
  }

  /// The failure, when the last load failed.
  public var failure: LoadFailure? {
    if case .failed(let failure) = self { return failure }
    return nil
  }

  /// `notLoading`, `notLoading(end)`, `loading` or `failed(attempt N: error)`.
  public var description: String {
    switch self {
    case .notLoading(let endReached): endReached ? "notLoading(end)" : "notLoading"
    case .loading: "loading"
    case .failed(let failure): "failed(attempt \(failure.attempt): \(failure.error))"
    }
  }
}

/// One ``LoadState`` per direction: Paging 3's `CombinedLoadStates`.
///
/// A failed append leaves ``refresh`` alone, and a failed refresh leaves the items on screen.
///
/// ```swift
/// if pager.loadStates.refresh.isLoading { spinner.startAnimating() }
/// ```
public struct LoadStates: Sendable, CustomStringConvertible {
  /// Loading the first page (the first load, a pull-to-refresh, a new query).
  public var refresh: LoadState
  /// Loading the next page at the end.
  public var append: LoadState
  /// Loading the previous page at the start. A forward-only list (no initial key, pages
  /// without a `previous` cursor) is always `notLoading(endReached: true)`.
  public var prepend: LoadState

  /// Creates load states; all idle by default.
  package init(
    refresh: LoadState = .notLoading(endReached: false),
    append: LoadState = .notLoading(endReached: false),
    prepend: LoadState = .notLoading(endReached: true)
  ) {
    self.refresh = refresh
    self.append = append
    self.prepend = prepend
  }

  /// Whether a load runs in any direction.
  public var isLoading: Bool { refresh.isLoading || append.isLoading || prepend.isLoading }

  /// `refresh: …, append: …, prepend: …`.
  public var description: String {
    "refresh: \(refresh), append: \(append), prepend: \(prepend)"
  }
}
