import RefreshKitLocking

/// A request handle that can be cancelled, such as a Moya `Cancellable` or a `URLSessionTask`.
///
/// ```swift
/// extension URLSessionDataTask: RequestCancellable {}
/// ```
public protocol RequestCancellable: Sendable {
  /// Stops the request; its completion may still be called with a failure.
  func cancel()
}

/// A network manager in the seed's completion-handler style, returning any handle `R`.
///
/// Implement ``request(target:completion:)`` and call `completion` once (from any thread);
/// the async ``NetworkManagerType/request(target:)`` is provided. When `R` is
/// ``RequestCancellable``, cancelling the load calls its `cancel()`.
///
/// ```swift
/// struct LegacyClient: CompletionNetworkManagerType {
///   // Named: Swift cannot infer them through the async bridge.
///   typealias Target = FeedTarget
///   typealias Model = Feed
///   typealias E = any Error
///
///   func request(
///     target: FeedTarget, completion: @escaping @Sendable (Result<Feed, any Error>) -> Void
///   ) {
///     LegacyAPI.fetch(page: target.page) { completion($0) }
///   }
/// }
/// ```
public protocol CompletionNetworkManagerType: NetworkManagerType {
  /// What `request(target:completion:)` returns: a cancellable handle, or `Void`.
  associatedtype R = Void

  /// Starts loading `target` and calls `completion` exactly once with the result.
  @discardableResult
  func request(target: Target, completion: @escaping @Sendable (Result<Model, E>) -> Void) -> R
}

extension CompletionNetworkManagerType {
  /// Bridges the completion-handler request to async, cancelling the handle on task cancellation.
  public func request(target: Target) async throws(E) -> Model {
    let handle = CancellationHandle()
    let result: Result<Model, E> = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let returned = request(target: target) { continuation.resume(returning: $0) }
        if let cancellable = returned as? any RequestCancellable {
          handle.install { cancellable.cancel() }
        }
      }
    } onCancel: {
      handle.cancel()
    }
    return try result.get()
  }
}
