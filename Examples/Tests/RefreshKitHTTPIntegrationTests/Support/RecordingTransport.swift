import Foundation
import RefreshKitHTTP
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `URLSessionHTTPTransport` over real loopback HTTP, recording every URL it sends.
final class RecordingTransport: HTTPTransport {
  private let base = URLSessionHTTPTransport(
    session: URLSessionHTTPTransport.makeSession(configuration: .ephemeral))
  private let sent = Mutex<[String]>([])

  /// Every URL sent, in order.
  var urls: [String] { sent.withLock { $0 } }

  func send(_ request: URLRequest) async throws -> HTTPTransportResponse {
    sent.withLock { $0.append(request.url?.absoluteString ?? "") }
    return try await base.send(request)
  }
}
