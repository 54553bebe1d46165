public import YLRefreshKit

/// One request a ``ScriptedNetworkManager`` received, and what became of it.
///
/// ```swift
/// let first = try await manager.request(at: 0)
/// #expect(first.load.direction == .pullToRefresh)
/// ```
public struct RecordedRequest<Target: TargetType>: Sendable {
  /// Where a request is in its life.
  public enum Status: Hashable, Sendable {
    /// Waiting for an answer.
    case pending
    /// Answered with a model.
    case succeeded
    /// Answered with an error.
    case failed
    /// Its task was cancelled before it was answered.
    case cancelled
  }

  /// The position of the request in arrival order, from 0.
  public var index: Int
  /// The load as the engine sent it: target, generation, direction, cursor, attempt.
  public var load: LoadRequest<Target>
  /// What became of it.
  public var status: Status
  /// Whether the requesting task was cancelled (also when the manager ignores cancellation).
  public var cancellationRequested: Bool
}
