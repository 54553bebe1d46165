import YLRefreshKit

/// A network manager behind a closure, so that a scene can be built with an HTTP manager
/// in the app and a scripted one in tests.
///
/// ```swift
/// let scripted = ScriptedNetworkManager<GitHubTarget, RepositoryList>()
/// let lists = AnyNetworkManager(scripted)
/// ```
public struct AnyNetworkManager<Target: TargetType, Model: ModelType>: NetworkManagerType
where Model.Cursor == Target.Cursor {
  private let load: @Sendable (LoadRequest<Target>) async throws -> Model

  /// Wraps `manager`; every load goes to its `request(_:)`.
  public init<Manager: NetworkManagerType>(_ manager: Manager)
  where Manager.Target == Target, Manager.Model == Model {
    load = { try await manager.request($0) }
  }

  /// Wraps a closure that answers each load.
  public init(load: @escaping @Sendable (LoadRequest<Target>) async throws -> Model) {
    self.load = load
  }

  /// Loads `target` as a first refresh would.
  public func request(target: Target) async throws -> Model {
    try await load(
      LoadRequest(
        target: target, generation: 0, direction: .pullToRefresh, cursor: nil, attempt: 1,
        sequence: 0))
  }

  /// Forwards `load` to the wrapped manager.
  public func request(_ load: LoadRequest<Target>) async throws -> Model {
    try await self.load(load)
  }
}
