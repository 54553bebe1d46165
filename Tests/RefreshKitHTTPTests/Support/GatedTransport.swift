import Foundation
import RefreshKitHTTP
import RefreshKitLocking
import RefreshKitTesting

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A transport whose requests wait until the test answers them, oldest first.
///
/// A cancelled request fails at once with `CancellationError`, as URLSession does.
final class GatedTransport: HTTPTransport {
  private struct Waiting {
    var request: URLRequest
    var continuation: CheckedContinuation<HTTPTransportResponse, any Error>
  }

  private let arrivals: AsyncStream<Void>.Continuation
  private let arrivalStream: AsyncStream<Void>
  private let state = Locked<(waiting: [Int: Waiting], count: Int)>(([:], 0))

  init() {
    (arrivalStream, arrivals) = AsyncStream.makeStream(of: Void.self)
  }

  func send(_ request: URLRequest) async throws -> HTTPTransportResponse {
    let id = state.withLock { state -> Int in
      state.count += 1
      return state.count
    }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        state.withLock { $0.waiting[id] = Waiting(request: request, continuation: continuation) }
        arrivals.yield()
      }
    } onCancel: {
      let waiting = state.withLock { $0.waiting.removeValue(forKey: id) }
      waiting?.continuation.resume(throwing: CancellationError())
    }
  }

  /// The oldest request still waiting, once there is one (it stays pending).
  func nextRequest() async -> URLRequest {
    await oldestPending()?.request ?? URLRequest(url: URL(fileURLWithPath: "/"))
  }

  /// Answers the oldest waiting request with `reply`, waiting for one to arrive.
  func answerNext(with reply: FakeTransport.Reply) async {
    guard let (id, _) = await oldestPending(),
      let waiting = state.withLock({ $0.waiting.removeValue(forKey: id) })
    else { return }
    switch reply {
    case .response(var response):
      response.url = response.url ?? waiting.request.url
      waiting.continuation.resume(returning: response)
    case .failure(let error):
      waiting.continuation.resume(throwing: error)
    }
  }

  /// The oldest request still waiting; `nil` after 10 seconds without one, or when the
  /// test is cancelled, so a request that never comes fails the test instead of hanging it.
  private func oldestPending() async -> (id: Int, request: URLRequest)? {
    await bounded { await self.waitForOldestPending() } ?? nil
  }

  private func waitForOldestPending() async -> (id: Int, request: URLRequest)? {
    var iterator = arrivalStream.makeAsyncIterator()
    while true {
      let oldest = state.withLock { state in
        state.waiting.min { $0.key < $1.key }.map { (id: $0.key, request: $0.value.request) }
      }
      if let oldest { return oldest }
      guard await iterator.next() != nil else { return nil }
    }
  }
}
