import Foundation
import RefreshKitHTTP

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A transport that tells a ``RateLimitStatus`` the rate limit of every response (lists,
/// details, 304s and failures alike) before handing the response on.
///
/// ```swift
/// let transport = RateLimitRecordingTransport(base: URLSessionHTTPTransport(), status: status)
/// ```
struct RateLimitRecordingTransport: HTTPTransport {
  /// What sends the requests.
  let base: any HTTPTransport
  /// Where each response's rate limit goes.
  let status: RateLimitStatus

  func send(_ request: URLRequest) async throws -> HTTPTransportResponse {
    let response = try await base.send(request)
    if let limit = RateLimit(headers: response.headers) {
      await status.record(limit)
    }
    return response
  }
}
