import Foundation
import RefreshKitHTTP
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What a ``CountingTransport`` saw: requests, body bytes, 304s and the rate limit.
struct TransportTally: Sendable, Equatable {
  /// Requests sent.
  var requests = 0
  /// Response body bytes received.
  var bodyBytes = 0
  /// Responses that were `304 Not Modified`.
  var notModified = 0
  /// Responses without a parsable `X-RateLimit-*` set.
  var withoutRateLimit = 0
  /// The largest `X-RateLimit-Used` seen, if any.
  var highestRateLimitUsed: Int?

  /// Responses the server counts against the rate limit: everything but 304s.
  var countedResponses: Int { requests - notModified }
}

/// A transport that counts what it sends and receives, and reads each response's rate limit.
final class CountingTransport: HTTPTransport {
  private let inner: any HTTPTransport
  private let counted = Mutex(TransportTally())

  /// Wraps `inner`.
  init(_ inner: any HTTPTransport) {
    self.inner = inner
  }

  /// Everything counted so far.
  var tally: TransportTally { counted.withLock { $0 } }

  /// Counts the request, sends it with the wrapped transport and counts the response.
  func send(_ request: URLRequest) async throws -> HTTPTransportResponse {
    counted.withLock { $0.requests += 1 }
    let response = try await inner.send(request)
    let used = RateLimit(headers: response.headers)?.used
    counted.withLock { tally in
      tally.bodyBytes += response.body.count
      if response.status == 304 { tally.notModified += 1 }
      if let used {
        tally.highestRateLimitUsed = max(tally.highestRateLimitUsed ?? used, used)
      } else {
        tally.withoutRateLimit += 1
      }
    }
    return response
  }
}
