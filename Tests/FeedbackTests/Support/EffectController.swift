import Feedback
import RefreshKitLocking

/// A lifecycle step of a test effect.
enum EffectLifecycle<Query: Hashable & Sendable>: Hashable, Sendable {
  case started(Query)
  case ended(Query)
}

/// Test effects driven by explicit continuations: `effects(for:)` returns a stream that
/// records its start and its end (cancellation or finish), and `emit(_:for:)` feeds the
/// latest effect of a query.
final class EffectController<Query: Hashable & Sendable, Event: Sendable>: Sendable {
  /// Every start and end, in the order they happened.
  let lifecycle: AsyncStream<EffectLifecycle<Query>>
  private let log: AsyncStream<EffectLifecycle<Query>>.Continuation
  private let running = Locked<[Query: AsyncStream<Event>.Continuation]>([:])

  init() {
    (lifecycle, log) = AsyncStream.makeStream(of: EffectLifecycle<Query>.self)
  }

  /// The effect for `query`: a stream that ends when its consumer is cancelled.
  func effects(for query: Query) -> AsyncStream<Event> {
    let (stream, continuation) = AsyncStream.makeStream(of: Event.self)
    continuation.onTermination = { [log] _ in log.yield(.ended(query)) }
    running.withLock { $0[query] = continuation }
    log.yield(.started(query))
    return stream
  }

  /// Makes the latest effect started for `query` emit `event`.
  func emit(_ event: Event, for query: Query) {
    let continuation = running.withLock { $0[query] }
    continuation?.yield(event)
  }
}
