import RefreshKit
/// A load a ``RefreshOperator`` could not start.
///
/// ```swift
/// if list.state.error as? RefreshOperatorError == .dataSourceReleased {
///   assertionFailure("keep the view model alive, or let the operator own it")
/// }
/// ```
public enum RefreshOperatorError: Error, Sendable, Equatable {
  /// The data source, held with ``DataSourceOwnership/weak``, was released (or set to `nil`)
  /// before the load started: nothing was requested, and its `targetInfo` is lost.
  case dataSourceReleased
}
