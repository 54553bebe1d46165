import Foundation
import Observation
import RefreshKit
import RefreshKitTesting
import Testing

/// Waits (bounded) for request `index` to reach `server`; records an issue when it never does.
func arrival<Target, Model>(
  of index: Int, at server: ScriptedNetworkManager<Target, Model>,
  sourceLocation: SourceLocation = #_sourceLocation
) async -> RecordedRequest<Target>? {
  let request = await server.request(at: index, timeout: .seconds(10))
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
  let settled = await server.respond(to: index, with: result, settling: pager)
  if !settled {
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
