/// What loads a target's model: the seed's `NetworkManagerType`, async.
///
/// Implement ``request(target:)``; implement ``request(_:)`` as well to see each load's
/// generation, direction, cursor and attempt. Requests run off the main actor; honour
/// task cancellation (URLSession's async API does), since a refresh cancels a
/// load-more in flight and releasing a screen cancels its load.
///
/// ```swift
/// struct FeedClient: NetworkManagerType {
///   func request(target: FeedTarget) async throws -> Feed {
///     let (data, _) = try await URLSession.shared.data(from: target.url)
///     return try JSONDecoder().decode(Feed.self, from: data)
///   }
/// }
/// ```
public protocol NetworkManagerType: Sendable {
  /// What this manager requests.
  associatedtype Target: TargetType
  /// What a response decodes to.
  associatedtype Model: ModelType where Model.Cursor == Target.Cursor
  /// The error a request throws (the seed's `E`).
  associatedtype E: Error = any Error

  /// Loads `target`.
  func request(target: Target) async throws(E) -> Model

  /// Loads one page as the engine describes it; defaults to ``request(target:)``.
  func request(_ load: LoadRequest<Target>) async throws(E) -> Model
}

extension NetworkManagerType {
  /// Forwards to ``request(target:)``.
  public func request(_ load: LoadRequest<Target>) async throws(E) -> Model {
    try await request(target: load.target)
  }
}
