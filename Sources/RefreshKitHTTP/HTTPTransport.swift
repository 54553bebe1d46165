#if canImport(FoundationNetworking)
  import Foundation
  public import FoundationNetworking
#else
  public import Foundation
#endif

/// What sends one HTTP request and returns the response: URLSession, or a fake in tests.
///
/// Implementations must honour task cancellation (throw `CancellationError` or
/// `URLError(.cancelled)`), and report connection failures as `URLError`s so the client
/// can tell "offline" from "timed out".
///
/// ```swift
/// struct CannedTransport: HTTPTransport {
///   let response: HTTPTransportResponse
///   func send(_ request: URLRequest) async throws -> HTTPTransportResponse { response }
/// }
/// ```
public protocol HTTPTransport: Sendable {
  /// Sends `request` and returns whatever status the server answered with.
  ///
  /// Throws only when no response arrived (offline, timeout, cancellation).
  func send(_ request: URLRequest) async throws -> HTTPTransportResponse
}
