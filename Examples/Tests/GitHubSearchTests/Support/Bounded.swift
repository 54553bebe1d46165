import Foundation
import Observation
import RefreshKit
import RefreshKitTesting
import Testing

/// Resumes a waiter once: with the operation's result, or with `nil` when time ran out.
private final class OneShot<T: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: CheckedContinuation<T?, Never>?

  init(_ continuation: CheckedContinuation<T?, Never>) { self.continuation = continuation }

  func resume(_ value: T?) {
    lock.lock()
    let waiting = continuation
    continuation = nil
    lock.unlock()
    waiting?.resume(returning: value)
  }
}

/// Runs `operation` and returns its result, or `nil` after `seconds` if it has not finished.
///
/// A watchdog, not a wait: a correct engine finishes long before it; a broken one makes the
/// test fail (with its seed) instead of hanging the suite.
func bounded<T: Sendable>(
  seconds: Double = 10, _ operation: @escaping @Sendable () async -> T
) async -> T? {
  await withCheckedContinuation { continuation in
    let shot = OneShot(continuation)
    let timer = Task {
      do { try await Task.sleep(for: .seconds(seconds)) } catch { return }
      shot.resume(nil)
    }
    Task {
      let value = await operation()
      timer.cancel()
      shot.resume(value)
    }
  }
}

/// ``bounded(seconds:_:)`` for work that runs on the main actor.
@MainActor
func boundedOnMain<T: Sendable>(
  seconds: Double = 10, _ operation: @escaping @MainActor @Sendable () async -> T
) async -> T? {
  await bounded(seconds: seconds) { await operation() }
}

/// Waits (bounded) for request `index` to reach `server`; records an issue when it never does.
func arrival<Target, Model>(
  of index: Int, at server: ScriptedNetworkManager<Target, Model>,
  sourceLocation: SourceLocation = #_sourceLocation
) async -> RecordedRequest<Target>? {
  let request = await bounded { await server.request(at: index) }
  if request == nil {
    Issue.record("request \(index) never arrived", sourceLocation: sourceLocation)
  }
  return request
}

/// Waits (bounded) until the load `pager` runs now has settled.
@MainActor
func settle<Query, Cursor, Item>(
  _ pager: Pager<Query, Cursor, Item>, sourceLocation: SourceLocation = #_sourceLocation
) async {
  let done: Void? = await boundedOnMain { await pager.waitUntilIdle() }
  if done == nil { Issue.record("the pager never settled", sourceLocation: sourceLocation) }
}

/// Answers pending request `index` and waits (bounded) until the load it belongs to settled;
/// both start in the same main-actor turn, so the wait joins exactly that load.
@MainActor
func respond<Target, Model, Query, Cursor, Item>(
  _ server: ScriptedNetworkManager<Target, Model>, _ index: Int,
  with result: Result<Model, any Error>, settling pager: Pager<Query, Cursor, Item>,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  let done: Void? = await boundedOnMain {
    server.respond(to: index, with: result)
    await pager.waitUntilIdle()
  }
  if done == nil {
    Issue.record("the load of request \(index) never settled", sourceLocation: sourceLocation)
  }
}

/// Runs `action`, then waits (bounded) until something `read` reads has changed: it proves
/// an answer delivered off the main actor has been applied before the test goes on.
@MainActor
func waitForChange(
  of read: () -> Void, after action: () -> Void,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  let (changes, changed) = AsyncStream.makeStream(of: Void.self)
  withObservationTracking(read) { changed.yield() }
  action()
  let seen: Bool? = await bounded { await changes.first { _ in true } != nil }
  if seen != true { Issue.record("nothing changed", sourceLocation: sourceLocation) }
}
