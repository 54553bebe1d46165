import RefreshKit
/// The object that holds a screen's model, usually its view model.
///
/// The seed's `DataSourceType`: RefreshKit writes each refresh into `model` and appends
/// each page to it; `targetInfo` carries what a screen was opened with (an owner, an id)
/// into its target's updates.
///
/// A data source is a class. The operator owns it, as the seed's did, so a view model created
/// inline lives as long as the screen that owns the operator's machine. A view model that
/// owns its own ``RefreshController`` passes ``DataSourceOwnership/weak`` instead: it is then
/// released with its screen, releasing it cancels its load, and a load started after it is
/// gone fails with ``RefreshOperatorError/dataSourceReleased``.
///
/// ```swift
/// @MainActor @Observable final class RepositoriesViewModel: DataSourceType {
///   var model: RepositoryList?
///   var targetInfo: (any Sendable)?
/// }
/// ```
@MainActor
public protocol DataSourceType: AnyObject {
  /// The model this data source holds.
  associatedtype Model: ModelType
  /// The loaded content, `nil` before the first successful load.
  var model: Model? { get set }
  /// Information handed to the target on every update.
  var targetInfo: (any Sendable)? { get set }
}
