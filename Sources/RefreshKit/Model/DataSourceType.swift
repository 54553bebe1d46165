/// The object that holds a screen's model, usually its view model.
///
/// The seed's `DataSourceType`: RefreshKit writes each refresh into `model` and appends
/// each page to it; `targetInfo` carries what a screen was opened with (an owner, an id)
/// into its target's updates.
///
/// ```swift
/// @MainActor @Observable final class RepositoriesViewModel: DataSourceType {
///   var model: RepositoryList?
///   var targetInfo: (any Sendable)?
/// }
/// ```
@MainActor
public protocol DataSourceType {
  /// The model this data source holds.
  associatedtype Model: ModelType
  /// The loaded content, `nil` before the first successful load.
  var model: Model? { get set }
  /// Information handed to the target on every update.
  var targetInfo: (any Sendable)? { get set }
}
