import RefreshKitLocking

/// A GitHub search service whose responses the test gives by hand: every request waits on
/// a checked continuation until ``respond(to:with:)``, and a cancelled request resumes
/// with ``GitHubServiceError/cancelled`` the way `URLSession` fails on cancellation.
final class FakeGitHubLoader: Sendable {
  enum Call: Hashable, Sendable {
    case requested(String)
    case cancelled(String)
  }

  private typealias Waiter = CheckedContinuation<SearchRepositoriesResponse, Never>

  private struct Requests {
    var lastID = 0
    var waiting: [Int: (url: String, continuation: Waiter)] = [:]
    var finished: Set<Int> = []
  }

  /// Every request and cancellation, in order.
  let calls: AsyncStream<Call>
  private let log: AsyncStream<Call>.Continuation
  private let requests = Locked(Requests())

  init() {
    (calls, log) = AsyncStream.makeStream(of: Call.self)
  }

  func loadRepositories(at url: String) async -> SearchRepositoriesResponse {
    let id = requests.withLock { requests in
      requests.lastID += 1
      return requests.lastID
    }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let alreadyCancelled = requests.withLock { requests in
          guard !requests.finished.contains(id) else { return true }
          requests.waiting[id] = (url, continuation)
          return false
        }
        log.yield(.requested(url))
        if alreadyCancelled { continuation.resume(returning: .failure(.cancelled)) }
      }
    } onCancel: {
      cancel(id, url: url)
    }
  }

  /// Completes the waiting request for `url`.
  func respond(to url: String, with response: SearchRepositoriesResponse) {
    let continuation = requests.withLock { requests in
      let match = requests.waiting.first { $0.value.url == url }
      guard let id = match?.key else { return Waiter?.none }
      requests.finished.insert(id)
      return requests.waiting.removeValue(forKey: id)?.continuation
    }
    continuation?.resume(returning: response)
  }

  private func cancel(_ id: Int, url: String) {
    let (isLive, continuation) = requests.withLock { requests in
      let isLive = requests.finished.insert(id).inserted
      return (isLive, requests.waiting.removeValue(forKey: id)?.continuation)
    }
    guard isLive else { return }
    log.yield(.cancelled(url))
    continuation?.resume(returning: .failure(.cancelled))
  }
}
