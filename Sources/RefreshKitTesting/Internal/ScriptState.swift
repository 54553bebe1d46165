import YLRefreshKit

/// The mutable state of a ``ScriptedNetworkManager``, always used under its lock.
struct ScriptState<Target: TargetType, Model: ModelType>: Sendable {
  typealias Continuation = CheckedContinuation<Model, any Error>

  struct Record: Sendable {
    var recorded: RecordedRequest<Target>
    var continuation: Continuation?
    var answer: Result<Model, any Error>?
    var attached = false
    /// A delayed answer and the virtual time it is due.
    var scheduled: (due: Duration, result: Result<Model, any Error>)?
  }

  var records: [Record] = []
  /// Answers not handed out yet: `queue[queueHead...]` (a head index keeps taking O(1)).
  var queue: [ScriptedResponse<Model>] = []
  var queueHead = 0
  /// Requests pending now, kept up to date so arrivals stay O(1).
  var pendingCount = 0
  /// Waiters for a request, each with a deadline: (waiter id, request index, continuation).
  var timedWaiters: [(UInt64, Int, CheckedContinuation<RecordedRequest<Target>?, Never>)] = []
  var lastWaiterID: UInt64 = 0
  /// Waiters whose deadline passed, or whose task was cancelled, before they started waiting.
  var expiredWaiters: Set<UInt64> = []
  var maxConcurrent = 0
  var now: Duration = .zero

  /// Records a new request, answering it from the queue when a response is waiting.
  /// Returns its index and the arrival waiters to resume (outside the lock).
  mutating func arrive(_ load: LoadRequest<Target>) -> (
    Int, [(CheckedContinuation<RecordedRequest<Target>?, Never>, RecordedRequest<Target>)]
  ) {
    let index = records.count
    var record = Record(
      recorded: RecordedRequest(
        index: index, load: load, status: .pending, cancellationRequested: false))
    if queueHead < queue.count {
      defer { queueHead += 1 }
      switch queue[queueHead] {
      case .success(let model): record.answer = .success(model)
      case .failure(let error): record.answer = .failure(error)
      case .hold: break
      case .delayed(let delay, let result): record.scheduled = (now + delay, result)
      }
    }
    if let answer = record.answer { record.recorded.status = Self.status(of: answer) }
    records.append(record)
    if record.recorded.status == .pending { pendingCount += 1 }
    maxConcurrent = max(maxConcurrent, pendingCount)
    let timed = timedWaiters.filter { $0.1 <= index }
    timedWaiters.removeAll { $0.1 <= index }
    return (index, timed.map { ($0.2, records[$0.1].recorded) })
  }

  /// Removes the timed waiter `id`, if it still waits, and returns its continuation.
  mutating func expire(_ id: UInt64) -> CheckedContinuation<RecordedRequest<Target>?, Never>? {
    guard let position = timedWaiters.firstIndex(where: { $0.0 == id }) else {
      expiredWaiters.insert(id)
      return nil
    }
    return timedWaiters.remove(at: position).2
  }

  /// Moves the virtual clock; returns the delayed answers now due, earliest first.
  mutating func advance(by duration: Duration) -> [(index: Int, result: Result<Model, any Error>)] {
    now += duration
    let due = records.indices.compactMap { index -> (Duration, Int)? in
      guard let scheduled = records[index].scheduled, scheduled.due <= now else { return nil }
      return (scheduled.due, index)
    }
    return due.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.compactMap { _, index in
      defer { records[index].scheduled = nil }
      return records[index].scheduled.map { (index, $0.result) }
    }
  }

  /// Attaches the continuation; returns an answer to deliver at once, if any.
  mutating func attach(_ continuation: Continuation, to index: Int) -> Result<Model, any Error>? {
    records[index].attached = true
    if let answer = records[index].answer { return answer }
    if records[index].recorded.status == .cancelled { return .failure(CancellationError()) }
    records[index].continuation = continuation
    return nil
  }

  /// Settles a pending request with `result`; says whether it was pending, and which
  /// continuation to resume (none when the request has not attached one yet).
  mutating func settle(_ index: Int, with result: Result<Model, any Error>) -> (
    accepted: Bool, Continuation?
  ) {
    guard records.indices.contains(index), records[index].recorded.status == .pending else {
      return (false, nil)
    }
    records[index].recorded.status = Self.status(of: result)
    pendingCount -= 1
    guard let continuation = records[index].continuation else {
      records[index].answer = result
      return (true, nil)
    }
    records[index].continuation = nil
    return (true, continuation)
  }

  /// Notes a cancellation; when `settle`, fails the request if still pending.
  mutating func cancel(_ index: Int, settle: Bool) -> Continuation? {
    records[index].recorded.cancellationRequested = true
    guard settle, records[index].recorded.status == .pending else { return nil }
    records[index].recorded.status = .cancelled
    pendingCount -= 1
    defer { records[index].continuation = nil }
    return records[index].continuation
  }

  private static func status(of result: Result<Model, any Error>) -> RecordedRequest<Target>.Status
  {
    if case .success = result { return .succeeded }
    return .failed
  }
}
