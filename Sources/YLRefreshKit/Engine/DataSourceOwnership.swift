import RefreshKit
/// How a ``RefreshOperator`` holds its data source.
///
/// `.owned` is the seed's behaviour and the default: the operator (and so the screen that
/// owns its machine) keeps the view model alive. `.weak` is for a view model that owns its
/// own ``RefreshController``, which would otherwise never be released:
///
/// ```swift
/// list = RefreshController(operator: Operator(
///   dataSource: self, networkManager: manager, target: .feed(page: 1), ownership: .weak))
/// ```
public enum DataSourceOwnership: Sendable, Hashable {
  /// The operator keeps the data source alive.
  case owned
  /// The operator holds the data source weakly; a load started after it is gone fails with
  /// ``RefreshOperatorError/dataSourceReleased``.
  case weak
}
