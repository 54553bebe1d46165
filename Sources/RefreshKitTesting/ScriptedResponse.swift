/// How a ``ScriptedNetworkManager`` answers one request.
///
/// ```swift
/// manager.enqueue(.success(page1), .failure(URLError(.timedOut)), .hold)
/// ```
public enum ScriptedResponse<Model: Sendable>: Sendable {
  /// Answer at once with this model.
  case success(Model)
  /// Answer at once with this error.
  case failure(any Error)
  /// Keep the request pending until the test answers it with `respond(to:with:)`.
  case hold
}
