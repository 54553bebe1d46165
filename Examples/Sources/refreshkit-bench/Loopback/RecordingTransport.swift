import Foundation
import RefreshKitHTTP
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A transport that records the URLs it sends, so the baseline can GET exactly the same ones.
final class RecordingTransport: HTTPTransport {
  private let inner: any HTTPTransport
  private let recorded = Mutex<[URL]>([])

  /// Wraps `inner`.
  init(_ inner: any HTTPTransport) {
    self.inner = inner
  }

  /// The URLs sent so far, in order.
  var urls: [URL] { recorded.withLock { $0 } }

  /// Records the URL and sends the request with the wrapped transport.
  func send(_ request: URLRequest) async throws -> HTTPTransportResponse {
    if let url = request.url { recorded.withLock { $0.append(url) } }
    return try await inner.send(request)
  }
}
