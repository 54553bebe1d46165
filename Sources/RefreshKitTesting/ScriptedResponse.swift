/// How a ``ScriptedNetworkManager`` answers one request.
///
/// ```swift
/// manager.enqueue(.success(page1), .failure(URLError(.timedOut)), .hold)
/// manager.enqueue(.delayed(.milliseconds(300), .success(page2)))
/// manager.advance(by: .milliseconds(300))   // answers page2 now, in virtual time
/// ```
public enum ScriptedResponse<Model: Sendable>: Sendable {
  /// Answer at once with this model.
  case success(Model)
  /// Answer at once with this error.
  case failure(any Error)
  /// Keep the request pending until the test answers it with `respond(to:with:)`.
  case hold
  /// Answer with `result` once the manager's virtual clock has moved `delay` past the
  /// request's arrival (see ``ScriptedNetworkManager/advance(by:)``); nothing sleeps.
  case delayed(Duration, Result<Model, any Error>)
}
