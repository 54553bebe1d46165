import RefreshKitLocking

/// The open ``Pager/changes()`` streams, kept apart from the main actor so the pager's
/// nonisolated `deinit` can finish them.
final class ChangeStreams<ID: Hashable & Sendable>: Sendable {
  private let continuations = Locked<[Int: AsyncStream<ListChange<ID>>.Continuation]>([:])

  func add(_ id: Int, _ continuation: AsyncStream<ListChange<ID>>.Continuation) {
    continuations.withLock { $0[id] = continuation }
  }

  func remove(_ id: Int) {
    _ = continuations.withLock { $0.removeValue(forKey: id) }
  }

  func yield(_ change: ListChange<ID>) {
    for continuation in continuations.withLock({ Array($0.values) }) { continuation.yield(change) }
  }

  func finishAll() {
    let all = continuations.withLock { all in
      defer { all.removeAll() }
      return Array(all.values)
    }
    for continuation in all { continuation.finish() }
  }
}
