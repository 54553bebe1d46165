import Foundation
import RefreshKitTesting

@_spi(Diagnostics) @testable import RefreshKit

/// Drives a real ``Pager`` through a ``LoadGate`` the test answers, a ``FailingPageCache`` and
/// a ``ManualRetryClock``, keeps the naive reference (the server's rows, ``ReferenceEdits``)
/// up to date, and rebuilds the rows from the published changes alone.
///
/// The pager's internals are read only to know which pages it holds and which loads it has
/// in flight; what it must show for them is computed by the reference.
@MainActor
final class PagerModelHarness {
  let setup: ModelSetup
  let pager: ModelPager
  let gate: LoadGate
  let cache = FailingPageCache<ModelRow, Int>()
  let clock = ManualRetryClock()
  private(set) var edits = ReferenceEdits()
  private(set) var mutations: [ModelMutation] = []
  private(set) var trace: [ModelEvent] = []
  private(set) var counts: [String: Int] = [:]
  /// The rows as rebuilt from the published changes: placeholders, items, placeholders.
  var mirror: (before: Int, rows: [ModelRow], after: Int) = (0, [], 0)
  var observedChanges = 0
  /// The loads in flight as the events tell them, the way an app's inspector follows them.
  var loadsFromEvents: Set<PageRequest<String, Int>> = []
  var problems: [String] = []
  private var waits: [Task<Void, Never>] = []
  /// For each refresh-direction request (by index in the server's log), whether it is a
  /// refresh (which ends removals), not a jump: known from the event that sent it.
  private var isRefresh: [Int: Bool] = [:]
  /// Whether the refresh-direction load that failed last, and waits for a retry, is a refresh.
  private var failedIsRefresh: Bool?
  private var lastToken = 0

  init(setup: ModelSetup) {
    self.setup = setup
    let gate = LoadGate(honorsCancellation: setup.honorsCancellation)
    let server = setup.server
    self.gate = gate
    var pageAt: (@Sendable (Int) -> PagePosition<Int>)?
    if setup.jumps { pageAt = { server.pageAt($0) } }
    var cursorAfter: (@Sendable (Int) -> Int)?
    if setup.pipelines { cursorAfter = { $0 + 1 } }
    let load: ModelPager.LoadPage = { request in try await gate.load(request) }
    pager = ModelPager(
      query: "a", configuration: setup.configuration, initialKey: setup.initialKey,
      pageAt: pageAt, cursorAfter: cursorAfter, cache: cache,
      cacheKey: { $0 }, retry: AutomaticRetry(maxAttempts: 3),
      clock: clock, loadPage: load)
    pager.observeChanges { [weak self] change in self?.observe(change) }
    pager.observeEvents { [weak self] event in self?.follow(event) }
  }

  var server: ModelServer { setup.server }
  var query: String { pager.query }

  /// The cursors of the pages the pager holds (1 for the first page loaded without a key).
  var heldKeys: [Int] { pager.machine.window.pages.map { $0.key ?? 1 } }

  /// The server's rows of the pages held, in order.
  var heldRows: [ModelRow] { heldKeys.flatMap { server.rows(of: query, page: $0) } }

  /// Applies `event` to the pager and the reference, waits until the pager settled, and
  /// returns every invariant it breaks.
  func step(_ event: ModelEvent) async -> [String] {
    trace.append(event)
    counts[event.kind, default: 0] += 1
    let sent = gate.entries.count
    do {
      try await perform(event)
      try await settle()
    } catch {
      problems.append("\(event): \(error)")
    }
    classifyRefreshLoads(sentBy: event, from: sent)
    if pager.machine.loadsInFlight.count(where: { $0.direction == .append }) > 1 {
      counts["pipelined", default: 0] += 1
    }
    edits.serverSends(heldRows)
    return violations()
  }

  private func perform(_ event: ModelEvent) async throws {
    switch event {
    case .appear(let position): pager.positionDidAppear(position)
    case .answer(let index, let answer): try await respond(index, answer)
    case .refresh: waits.append(Task.immediate { [pager] in await pager.refresh() })
    case .retry: waits.append(Task.immediate { [pager] in await pager.retry() })
    case .loadMore: waits.append(Task.immediate { [pager] in await pager.loadMore() })
    case .query(let query):
      edits = ReferenceEdits()
      pager.query = query
    case .jump(let position): pager.jump(to: position)
    case .edit(let edit): performEdit(edit)
    case .mutate(let edits): startMutation(edits)
    case .finishMutation(let index, let succeeds): try await finishMutation(index, succeeds)
    case .cache(let reads, let writes): await cache.fail(reads: reads, writes: writes)
    case .fireRetry: try await fireRetry()
    }
  }

  // MARK: The server

  /// Answers request `index`. A live answer waits until the pager applied it; a refresh it
  /// applies ends the removals and re-places the local inserts (see ``ReferenceEdits``).
  private func respond(_ index: Int, _ answer: ModelEvent.Answer) async throws {
    let entry = gate.entries[index]
    let result: Result<ModelPage, any Error> =
      switch answer {
      case .page: .success(server.page(for: entry.request))
      case .failure: .failure(ModelServerDown())
      case .cancellation: .failure(CancellationError())
      }
    guard entry.isLive else {
      gate.answer(index, with: result)
      return
    }
    let isRefresh = entry.request.direction == .refresh ? self.isRefresh[index] : nil
    if answer == .failure, let isRefresh { failedIsRefresh = isRefresh }
    let refreshes = answer == .page && isRefresh == true
    let old = heldRows
    let request = entry.request
    try await waitBounded(for: "request #\(index) to be applied", timeout: .seconds(5)) {
      [gate, pager] in
      await pager.answerAndWait(gate, index, result, request)
    }
    if refreshes { edits.refresh(from: old, to: heldRows) }
  }

  /// Tells refreshes from jumps among the refresh-direction requests `event` sent: `refresh()`
  /// and a new query refresh, a retry repeats the failed one (`retry()` refreshes when none
  /// failed); any other is a jump (`jump(to:)`, or the last row shown far from the rows held,
  /// once an answer or an edit let the pager look). After `refresh()`, a refresh is in flight.
  private func classifyRefreshLoads(sentBy event: ModelEvent, from sent: Int) {
    for index in sent..<gate.entries.count where gate.entries[index].request.direction == .refresh {
      switch event {
      case .refresh, .query: isRefresh[index] = true
      case .retry: isRefresh[index] = failedIsRefresh ?? true
      case .fireRetry: isRefresh[index] = failedIsRefresh ?? false
      default: isRefresh[index] = false
      }
      failedIsRefresh = nil
    }
    let live = gate.entries.indices.filter { gate.entries[$0].isLive }
    if case .refresh = event, !live.contains(where: { isRefresh[$0] == true }) {
      problems.append("refresh() left no refresh in flight: \(gate.entries.filter(\.isLive))")
    }
  }

  /// Waits until every load the pager has in flight reached the server, and the cache is idle.
  func settle() async throws {
    for _ in 0..<100 {
      try await waitBounded(for: "the page cache", timeout: .seconds(5)) { [pager] in
        await pager.waitForCache()
      }
      let arrived = gate.entries
      let missing = pager.machine.loadsInFlight.filter { load in
        !arrived.contains { $0.isLive && $0.request == load }
      }
      guard !missing.isEmpty else { return }
      try await waitBounded(for: "\(missing) to reach the server", timeout: .seconds(5)) {
        [gate] in await gate.nextArrival(after: arrived.count)
      }
    }
  }

  /// Wakes the scheduled automatic retry while a load is failed, and waits until it ran.
  private func fireRetry() async throws {
    guard pager.machine.hasFailedLoad, clock.sleeperCount > 0 else { return }
    let before = pager.machine.loadsInFlight
    try await waitBounded(for: "the automatic retry", timeout: .seconds(5)) { [pager, clock] in
      await pager.wakeAndWait(clock, changedFrom: before)
    }
  }

  // MARK: Edits

  private func nextToken() -> Int {
    lastToken += 1
    return lastToken
  }

  private func performEdit(_ edit: ReferenceEdits.Edit) {
    var expected: PagerEditError?
    do { try edits.apply(edit, token: nextToken(), held: heldRows) } catch { expected = error }
    var actual: PagerEditError?
    do { try Self.apply(edit, to: pager) } catch { actual = error }
    if actual != expected {
      problems.append(
        "\(edit) threw \(String(describing: actual)), expected \(String(describing: expected))")
    }
  }

  private static func apply(_ edit: ReferenceEdits.Edit, to pager: ModelPager)
    throws(PagerEditError)
  {
    switch edit {
    case .setTitle(let id, let title): try pager.update(id: id) { $0.title = title }
    case .star(let id): try pager.update(id: id) { $0.isStarred = true }
    case .remove(let id): try pager.remove(id: id)
    case .insert(let id, let index):
      try pager.insert(ModelRow(id: id, title: "local\(id)"), at: index)
    }
  }

  private static func record(_ edit: ReferenceEdits.Edit, in local: inout PagerEdits<ModelRow>) {
    switch edit {
    case .setTitle(let id, let title): local.update(id: id) { $0.title = title }
    case .star(let id): local.update(id: id) { $0.isStarred = true }
    case .remove(let id): local.remove(id: id)
    case .insert(let id, let index): local.insert(ModelRow(id: id, title: "local\(id)"), at: index)
    }
  }

  private func startMutation(_ list: [ReferenceEdits.Edit]) {
    let mutation = ModelMutation(token: nextToken(), edits: list)
    mutations.append(mutation)
    var expected: PagerEditError?
    edits.pending.append(mutation.token)
    do {
      for edit in list { try edits.apply(edit, token: mutation.token, held: heldRows) }
    } catch {
      expected = error
      edits.rollback(mutation.token)
    }
    mutation.task = Task.immediate { [pager] in
      do {
        try await pager.mutate { local in
          for edit in list { Self.record(edit, in: &local) }
        } remote: {
          try await mutation.remote()
        }
        mutation.outcome = "ok"
      } catch {
        mutation.outcome = error is RemoteFailed ? "remote failed" : "\(error)"
      }
    }
    if let expected {
      if mutation.outcome != "\(expected)" || mutation.entered {
        problems.append(
          "mutate\(list) ended \(mutation.outcome ?? "running"), expected \(expected)")
      }
    } else if !mutation.isRunning {
      problems.append("mutate\(list) did not wait for its remote: \(mutation.outcome ?? "?")")
    }
  }

  private func finishMutation(_ index: Int, _ succeeds: Bool) async throws {
    let mutation = mutations[index]
    guard mutation.isRunning else { return }
    if succeeds {
      edits.pending.removeAll { $0 == mutation.token }
    } else {
      edits.rollback(mutation.token)
    }
    mutation.finish(succeeds: succeeds)
    try await waitBounded(for: "mutation #\(index) to return", timeout: .seconds(5)) {
      await mutation.task?.value
    }
    let expected = succeeds ? "ok" : "remote failed"
    if mutation.outcome != expected {
      problems.append(
        "mutation #\(index) ended \(mutation.outcome ?? "never"), expected \(expected)")
    }
  }

  /// Ends the run: nothing stays pending (loads, retries, mutations, waits).
  func tearDown() async {
    pager.cancel()
    gate.failEverything()
    for mutation in mutations { mutation.finish(succeeds: false) }
    for task in waits + mutations.compactMap(\.task) {
      _ = try? await task.boundedValue("a pager call to return", timeout: .seconds(5))
    }
    gate.failEverything()
  }
}

extension ModelPager {
  /// Answers request `index` of `gate` and waits until `request` is no longer in flight.
  func answerAndWait(
    _ gate: LoadGate, _ index: Int, _ result: Result<ModelPage, any Error>, _ request: ModelRequest
  ) async {
    gate.answer(index, with: result)
    await wait { !$0.machine.loadsInFlight.contains(request) }
  }

  /// Wakes the clock's sleepers and waits until the retry they were waiting for started.
  func wakeAndWait(_ clock: ManualRetryClock, changedFrom before: [ModelRequest]) async {
    clock.wakeAll()
    await wait { $0.machine.loadsInFlight != before }
  }
}
