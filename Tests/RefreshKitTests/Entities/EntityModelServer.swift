import RefreshKit
import RefreshKitLocking
import RefreshKitTesting

/// An entity of the model-based suite: the server's copy is `id`, `version` and a title the
/// version decides; local changes append their mark (`u3`, `m7`, `p2`), so the order and the
/// exact set of changes laid over a copy show in its value.
struct VersionedRow: Identifiable, Equatable, Sendable, CustomStringConvertible {
  let id: Int
  var version: Int
  var title: String
  var marks: [String] = []

  /// The server's copy of `id` at `version`.
  static func copy(_ id: Int, version: Int) -> VersionedRow {
    VersionedRow(id: id, version: version, title: "t\(id).\(version)")
  }

  var description: String {
    "\(id)v\(version)\(title == "t\(id).\(version)" ? "" : "'\(title)'")"
      + (marks.isEmpty ? "" : "+" + marks.joined(separator: "+"))
  }
}

typealias EntityPager = Pager<String, Int, VersionedRow>
typealias EntityRequest = PageRequest<String, Int>
typealias EntityPage = Page<VersionedRow, Int>

/// What one pager's server holds, as plain arrays: the ids of each of its queries, in order,
/// cut into numbered pages (from 1). The rows never move; their versions live in the harness.
struct EntityListServer: Sendable {
  let lists: [String: [Int]]
  let pageSize: Int
  /// Whether pages name the page before them and count the rows around them.
  let countsRows: Bool

  func pageCount(of query: String) -> Int {
    max(1, ((lists[query]?.count ?? 0) + pageSize - 1) / pageSize)
  }

  /// The ids of page `number` of `query`.
  func ids(of query: String, page number: Int) -> ArraySlice<Int> {
    let all = lists[query] ?? []
    let start = min(max(0, (number - 1) * pageSize), all.count)
    return all[start..<min(start + pageSize, all.count)]
  }

  /// The page `request` asks for, each row's copy from `copy`.
  func page(for request: EntityRequest, copy: (Int) -> VersionedRow) -> EntityPage {
    let number = request.cursor ?? 1
    let ids = ids(of: request.query, page: number)
    let rows = ids.map(copy)
    let next = number < pageCount(of: request.query) ? number + 1 : nil
    guard countsRows else { return Page(items: rows, next: next) }
    let total = lists[request.query]?.count ?? 0
    return Page(
      items: rows, previous: number > 1 ? number - 1 : nil, next: next,
      itemsBefore: ids.startIndex, itemsAfter: total - ids.endIndex)
  }
}

/// The loader of one pager: every request waits until the test answers it. A cancelled
/// request fails at once (like URLSession), so every request still waiting is one the pager
/// waits for.
final class EntityLoadGate: Sendable {
  struct Entry: Sendable {
    let request: EntityRequest
    var continuation: CheckedContinuation<EntityPage, any Error>?
    var isLive: Bool { continuation != nil }
  }

  private struct State {
    var entries: [Entry] = []
    var waiters: [@Sendable () -> Void] = []
  }

  private let state = Locked(State())

  var entries: [Entry] { state.withLock { $0.entries } }

  func load(_ request: EntityRequest) async throws -> EntityPage {
    let slot = Locked<(index: Int?, cancelled: Bool)>((nil, false))
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let (index, waiters) = state.withLock { state in
          state.entries.append(Entry(request: request, continuation: continuation))
          defer { state.waiters = [] }
          return (state.entries.count - 1, state.waiters)
        }
        let cancelled = slot.withLock {
          $0.index = index
          return $0.cancelled
        }
        for waiter in waiters { waiter() }
        if cancelled { answer(index, with: .failure(CancellationError())) }
      }
    } onCancel: {
      let index = slot.withLock {
        $0.cancelled = true
        return $0.index
      }
      if let index { answer(index, with: .failure(CancellationError())) }
    }
  }

  /// Waits until more than `count` requests arrived (the caller bounds the wait).
  func arrival(after count: Int) async {
    await waitForCallback { resume in
      let arrived = state.withLock { state in
        if state.entries.count > count { return true }
        state.waiters.append(resume)
        return false
      }
      if arrived { resume() }
    }
  }

  /// Answers request `index` if it still waits.
  func answer(_ index: Int, with result: Result<EntityPage, any Error>) {
    let continuation = state.withLock { state in
      defer { state.entries[index].continuation = nil }
      return state.entries[index].continuation
    }
    continuation?.resume(with: result)
  }

  /// Fails every request still waiting (the end of a run).
  func failEverything() {
    for index in entries.indices { answer(index, with: .failure(CancellationError())) }
  }
}

/// The external changes a run feeds to `store.apply(_:)`, and how many the store has taken:
/// the store asks for the next change only once it applied the one before.
final class FedChanges: AsyncSequence, Sendable {
  typealias Element = EntityChange<VersionedRow>
  private let stream: AsyncStream<Element>
  private let continuation: AsyncStream<Element>.Continuation
  private let asked = Locked<(count: Int, waiters: [(Int, @Sendable () -> Void)])>(
    (0, []))

  init() {
    (stream, continuation) = AsyncStream.makeStream(of: Element.self)
  }

  struct AsyncIterator: AsyncIteratorProtocol {
    var base: AsyncStream<Element>.Iterator
    let changes: FedChanges

    mutating func next() async -> Element? {
      changes.didAsk()
      return await base.next()
    }

    mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
      changes.didAsk()
      return await base.next(isolation: actor)
    }
  }

  func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(base: stream.makeAsyncIterator(), changes: self)
  }

  /// Sends `change` and waits until the store applied it and asked for the next one.
  func feed(_ change: Element, number: Int) async {
    continuation.yield(change)
    await waitForCallback { resume in
      let done = asked.withLock { state in
        if state.count > number { return true }
        state.waiters.append((number, resume))
        return false
      }
      if done { resume() }
    }
  }

  func finish() { continuation.finish() }

  private func didAsk() {
    let ready = asked.withLock { state in
      state.count += 1
      let count = state.count
      let ready = state.waiters.filter { count > $0.0 }.map(\.1)
      state.waiters.removeAll { count > $0.0 }
      return ready
    }
    for waiter in ready { waiter() }
  }
}
