import Foundation
import RefreshKitHTTP
import RefreshKitLocking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A transport that answers from a queue and records every request; nothing sleeps.
final class FakeTransport: HTTPTransport {
  /// One scripted answer.
  enum Reply: Sendable {
    case response(HTTPTransportResponse)
    case failure(any Error)
  }

  private let state = Locked<(queue: [Reply], requests: [URLRequest])>(([], []))

  init(_ replies: Reply...) {
    state.withLock { $0.queue = replies }
  }

  /// Queues answers for the next requests, in order.
  func enqueue(_ replies: Reply...) {
    state.withLock { $0.queue.append(contentsOf: replies) }
  }

  /// Every request sent so far, in order.
  var requests: [URLRequest] { state.withLock { $0.requests } }

  /// The URLs requested so far, as strings.
  var urls: [String] { requests.map { $0.url?.absoluteString ?? "" } }

  func send(_ request: URLRequest) async throws -> HTTPTransportResponse {
    let reply = state.withLock { state -> Reply in
      state.requests.append(request)
      guard !state.queue.isEmpty else { return .failure(URLError(.resourceUnavailable)) }
      return state.queue.removeFirst()
    }
    switch reply {
    case .response(var response):
      if response.url == nil { response.url = request.url }
      return response
    case .failure(let error):
      throw error
    }
  }
}

/// A transport that never answers: it reports each request, then waits for cancellation.
final class HangingTransport: HTTPTransport {
  private let arrivals: AsyncStream<URLRequest>.Continuation
  /// Yields each request as it arrives.
  let requests: AsyncStream<URLRequest>

  init() {
    (requests, arrivals) = AsyncStream.makeStream(of: URLRequest.self)
  }

  func send(_ request: URLRequest) async throws -> HTTPTransportResponse {
    let (never, keep) = AsyncStream.makeStream(of: Never.self)
    arrivals.yield(request)
    for await _ in never {}
    keep.finish()
    throw CancellationError()
  }
}
