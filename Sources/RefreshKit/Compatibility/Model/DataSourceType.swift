/// The object that holds a screen's model, usually its view model.
///
/// The seed's `DataSourceType`: RefreshKit writes each refresh into `model` and appends
/// each page to it; `targetInfo` carries what a screen was opened with (an owner, an id)
/// into its target's updates.
///
/// A data source is a class: the operator holds it weakly, so a view model that is its own
/// data source and owns its ``RefreshController`` is released with its screen, and releasing
/// it cancels its load. Once it is gone, loads are neither sent nor applied.
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
