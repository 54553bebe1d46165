/// One load as the engine sends it: the target plus where it sits in the paging history.
///
/// Every load carries its generation (which refresh it belongs to), its direction
/// (refresh or load-more), the cursor it asks for and its attempt number; a retry
/// re-sends the same cursor with the next attempt number.
///
/// ```swift
/// func request(_ load: LoadRequest<FeedTarget>) async throws -> Feed {
///   logger.debug("page \(load.cursor ?? 1), attempt \(load.attempt)")
///   return try await request(target: load.target)
/// }
/// ```
public struct LoadRequest<Target: TargetType>: Hashable, Sendable {
  /// The target, already updated for this load.
  public var target: Target
  /// The refresh generation this load belongs to; each refresh starts a new one.
  public var generation: UInt64
  /// Refresh or load-more.
  public var direction: RefreshAction
  /// The cursor being loaded; `nil` for a refresh (the first page).
  public var cursor: Target.Cursor?
  /// 1 for a first try, 2 for the first retry of the same page, and so on.
  public var attempt: Int
  /// A number unique among this engine's loads, increasing.
  public var sequence: UInt64

  /// Creates a load description.
  public init(
    target: Target,
    generation: UInt64,
    direction: RefreshAction,
    cursor: Target.Cursor?,
    attempt: Int,
    sequence: UInt64
  ) {
    self.target = target
    self.generation = generation
    self.direction = direction
    self.cursor = cursor
    self.attempt = attempt
    self.sequence = sequence
  }
}
