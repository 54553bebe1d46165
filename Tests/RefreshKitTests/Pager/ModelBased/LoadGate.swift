import RefreshKit
import RefreshKitLocking
import RefreshKitTesting

/// The suite's loader: every request a pager sends waits here until the test answers it, in
/// any order, late or never. It records which requests arrived, which the pager cancelled and
/// which were answered.
///
/// With `honorsCancellation` a cancelled request fails at once (like URLSession); without, it
/// stays pending (a server that ignores cancellation) and the test may answer it late.
final class LoadGate: Sendable {
  struct Entry: Sendable, CustomStringConvertible {
    let request: ModelRequest
    var isCancelled = false
    var isAnswered = false
    fileprivate var continuation: CheckedContinuation<ModelPage, any Error>?

    /// Sent, neither cancelled nor answered: the pager should be waiting for it.
    var isLive: Bool { !isCancelled && !isAnswered }
    var description: String {
      let cursor = request.cursor.map(String.init) ?? "nil"
      let status = isAnswered ? "answered" : isCancelled ? "cancelled" : "pending"
      return
        "\(request.direction) \(request.query)#\(cursor) g\(request.generation) a\(request.attempt) \(status)"
    }

    /// Cancelled but still waiting for an answer (the server ignored the cancellation).
    var isAbandoned: Bool { isCancelled && !isAnswered && continuation != nil }
  }

  private struct State {
    var entries: [Entry] = []
    var arrivalWaiters: [@Sendable () -> Void] = []
  }

  private let state = Locked(State())
  let honorsCancellation: Bool

  init(honorsCancellation: Bool) {
    self.honorsCancellation = honorsCancellation
  }

  /// Every request that arrived, in arrival order.
  var entries: [Entry] { state.withLock { $0.entries } }

  /// The loader a pager calls.
  func load(_ request: ModelRequest) async throws -> ModelPage {
    let slot = Locked<(index: Int?, cancelledEarly: Bool)>((nil, false))
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let (index, waiters) = state.withLock { state in
          state.entries.append(Entry(request: request, continuation: continuation))
          defer { state.arrivalWaiters = [] }
          return (state.entries.count - 1, state.arrivalWaiters)
        }
        let early = slot.withLock { slot in
          slot.index = index
          return slot.cancelledEarly
        }
        for waiter in waiters { waiter() }
        if early { cancel(index) }
      }
    } onCancel: {
      let index = slot.withLock { slot in
        if slot.index == nil { slot.cancelledEarly = true }
        return slot.index
      }
      if let index { cancel(index) }
    }
  }

  /// Waits until another request arrives (or a watchdog the caller sets fires).
  func nextArrival(after count: Int) async {
    await waitForCallback { resume in
      let arrived = state.withLock { state in
        if state.entries.count > count { return true }
        state.arrivalWaiters.append(resume)
        return false
      }
      if arrived { resume() }
    }
  }

  /// Answers the request at `index`; `false` when it was already answered or failed.
  @discardableResult
  func answer(_ index: Int, with result: Result<ModelPage, any Error>) -> Bool {
    let continuation = state.withLock { state -> CheckedContinuation<ModelPage, any Error>? in
      guard state.entries.indices.contains(index), !state.entries[index].isAnswered else {
        return nil
      }
      state.entries[index].isAnswered = true
      defer { state.entries[index].continuation = nil }
      return state.entries[index].continuation
    }
    continuation?.resume(with: result)
    return continuation != nil
  }

  /// Fails every request still waiting (the end of a run: nothing may stay pending).
  func failEverything() {
    for (index, entry) in entries.enumerated() where entry.continuation != nil {
      answer(index, with: .failure(ModelServerDown()))
    }
  }

  private func cancel(_ index: Int) {
    let continuation = state.withLock { state -> CheckedContinuation<ModelPage, any Error>? in
      state.entries[index].isCancelled = true
      guard honorsCancellation, !state.entries[index].isAnswered else { return nil }
      state.entries[index].isAnswered = true
      defer { state.entries[index].continuation = nil }
      return state.entries[index].continuation
    }
    continuation?.resume(throwing: CancellationError())
  }
}

/// The failure the suite's server answers with.
struct ModelServerDown: Error {}
