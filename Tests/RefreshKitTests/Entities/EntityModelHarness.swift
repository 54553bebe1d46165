import RefreshKitTesting

@_spi(Diagnostics) @testable import RefreshKit

/// Drives 3 to 5 real ``Pager``s that share one ``EntityStore``: their loaders wait at an
/// ``EntityLoadGate`` the test answers, mutations' remote calls at a ``RemoteGate``, and
/// external changes go through `store.apply(_:)`. It keeps the naive ``EntityReference`` up
/// to date and rebuilds each list's rows from its published changes alone.
///
/// The pagers' internals are read only to know which pages each holds and which loads it
/// has in flight; what they must show is computed by the reference.
@MainActor
final class EntityModelHarness {
  /// One `store.mutate` of the run; its remote call waits until the test lets it return.
  @MainActor
  final class Mutation {
    let id: Int
    let token: Int
    let gate = RemoteGate()
    var task: Task<Void, Never>?
    /// "ok", "remote failed", or the error it threw; `nil` while it runs.
    var outcome: String?

    init(id: Int, token: Int) {
      self.id = id
      self.token = token
    }

    var isRunning: Bool { gate.entered && outcome == nil }
  }

  let setup: EntityModelSetup
  let store: EntityStore<VersionedRow>
  let pagers: [EntityPager]
  let gates: [EntityLoadGate]
  let feed = FedChanges()
  var reference: EntityReference
  /// The server's newest version of every id.
  var versions: [Int: Int]
  /// Each list's own edits (`pager.update`) in order, until its query changes.
  var listEdits: [[(id: Int, mark: String)]]
  /// Each list's rows as rebuilt from its published changes, and how many changes it published.
  var mirrors: [[VersionedRow]]
  var published: [Int]
  var mutations: [Mutation] = []
  var observations: [(id: Int, observation: EntityObservation<Int>?)] = []
  var problems: [String] = []
  private(set) var trace: [EntityModelEvent] = []
  private(set) var counts: [String: Int] = [:]
  private var applying: Task<Void, Never>?
  private var waits: [Task<Void, Never>] = []
  private var fed = 0
  private var lastToken = 0

  init(setup: EntityModelSetup) {
    self.setup = setup
    store = setup.versioned ? EntityStore(version: \.version) : EntityStore()
    reference = EntityReference(versioned: setup.versioned)
    versions = Dictionary(uniqueKeysWithValues: (1...setup.idCount).map { ($0, 1) })
    let gates = setup.lists.map { _ in EntityLoadGate() }
    self.gates = gates
    pagers = zip(setup.lists, gates).map { list, gate in
      EntityPager(
        query: "a", configuration: list.configuration, initialKey: list.initialKey
      ) { request in try await gate.load(request) }
    }
    listEdits = pagers.map { _ in [] }
    mirrors = pagers.map { _ in [] }
    published = pagers.map { _ in 0 }
    for (index, pager) in pagers.enumerated() {
      pager.shareEntities(with: store)
      pager.observeChanges { [weak self] change in self?.observe(change, of: index) }
    }
    applying = Task.immediate { [store, feed, weak self] in
      do { try await store.apply(feed) } catch { self?.problems.append("apply threw \(error)") }
    }
  }

  /// The server's ids of the pages list `index` holds, in order.
  func heldIDs(_ index: Int) -> [Int] {
    let pager = pagers[index]
    let server = setup.lists[index].server
    return pager.machine.window.pages.flatMap { server.ids(of: pager.query, page: $0.key ?? 1) }
  }

  /// Whether any list holds `id` among the rows of its pages.
  func listsHold(_ id: Int) -> Bool { pagers.indices.contains { heldIDs($0).contains(id) } }

  /// Applies `event` to the lists, the store and the reference, waits until every pager
  /// settled, and returns every invariant it breaks.
  func step(_ event: EntityModelEvent) async -> [String] {
    trace.append(event)
    counts[event.kind, default: 0] += 1
    let before = pagers.map(\.version)
    let pages = pagers.map(\.machine.window.pages.count)
    let holders = pagers.indices.map { Set(heldIDs($0)) }
    do {
      try await perform(event)
      try await settle()
    } catch {
      problems.append("\(event): \(error)")
    }
    if case .answer(let list, let request, false, _) = event,
      gates[list].entries[request].request.direction != .refresh,
      pagers[list].machine.window.pages.count <= pages[list]
    {
      counts["trim", default: 0] += 1
    }
    var storeID = event.storeID
    if case .finishMutation(let index, _) = event { storeID = mutations[index].id }
    if let id = storeID {
      for index in pagers.indices where !holders[index].contains(id) {
        if pagers[index].version != before[index] {
          problems.append("L\(index) does not hold \(id), yet published a change")
        }
      }
    }
    releaseReference()
    return violations()
  }

  /// Lets the reference forget what nobody holds (see ``EntityReference/release``).
  func releaseReference() {
    reference.release(listsHold: listsHold)
  }

  private func nextToken() -> Int {
    lastToken += 1
    return lastToken
  }

  private func perform(_ event: EntityModelEvent) async throws {
    switch event {
    case .appear(let list, let position): pagers[list].positionDidAppear(position)
    case .answer(let list, let request, let fails, let stale):
      try await answer(list, request, fails: fails, stale: stale)
    case .refresh(let list):
      waits.append(Task.immediate { [pagers] in await pagers[list].refresh() })
    case .retry(let list): waits.append(Task.immediate { [pagers] in await pagers[list].retry() })
    case .query(let list, let query):
      listEdits[list] = []
      pagers[list].query = query
    case .serverChange(let ids): for id in ids { versions[id, default: 1] += 1 }
    case .storeUpdate(let id):
      let token = nextToken()
      let known = reference.change(id, token: token, mark: "u\(token)", pending: false)
      expect("store.update(\(id))", known: known) {
        try store.update(id: id) { $0.marks.append("u\(token)") }
      }
    case .storeRemove(let id):
      let known = reference.remove(id)
      expect("store.remove(\(id))", known: known) { try store.remove(id: id) }
    case .mutate(let id): startMutation(id)
    case .finishMutation(let index, let succeeds): try await finishMutation(index, succeeds)
    case .listUpdate(let list, let id):
      let token = nextToken()
      let known = heldIDs(list).contains(id)
      if known { listEdits[list].append((id, "p\(token)")) }
      expect("L\(list).update(\(id))", known: known) {
        try pagers[list].update(id: id) { $0.marks.append("p\(token)") }
      }
    case .upsert(let id, let version):
      versions[id] = max(versions[id, default: 1], version)
      let copy = VersionedRow.copy(id, version: version)
      let isHeld = listsHold(id) || reference.observers[id] != nil
      reference.receive([copy], external: true) { _ in isHeld }
      fed += 1
      try await waitBounded(for: "the store to apply \(event)", timeout: .seconds(5)) {
        [feed, fed] in await feed.feed(.upsert(copy), number: fed)
      }
    case .delete(let id):
      _ = reference.remove(id)
      fed += 1
      try await waitBounded(for: "the store to apply \(event)", timeout: .seconds(5)) {
        [feed, fed] in await feed.feed(.delete(id: id), number: fed)
      }
    case .observe(let id):
      reference.observe(id)
      observations.append((id, store.observe(id: id)))
    case .endObservation(let index):
      observations[index].observation?.end()
      observations[index].observation = nil
      reference.endObservation(observations[index].id)
    }
  }

  /// Runs a throwing call the reference says succeeds (`known`) or throws `unknownID`.
  private func expect(_ call: String, known: Bool, _ body: () throws -> Void) {
    do {
      try body()
      if !known { problems.append("\(call) succeeded; the reference does not hold the id") }
    } catch {
      if known { problems.append("\(call) threw \(error); the reference holds the id") }
    }
  }

  /// Answers request `index` of list `list` and waits until the pager applied it.
  private func answer(_ list: Int, _ index: Int, fails: Bool, stale: [Int: Int]) async throws {
    let entry = gates[list].entries[index]
    guard entry.isLive else { return }
    let page = setup.lists[list].server.page(for: entry.request) { id in
      VersionedRow.copy(id, version: stale[id] ?? versions[id, default: 1])
    }
    if !fails {
      reference.receive(page.items, external: false) { _ in true }
    }
    gates[list].answer(index, with: fails ? .failure(EntityServerDown()) : .success(page))
    let pager = pagers[list]
    let request = entry.request
    try await waitBounded(for: "request #\(index) of L\(list) to apply", timeout: .seconds(5)) {
      await pager.wait { !$0.machine.loadsInFlight.contains(request) }
    }
  }

  private func startMutation(_ id: Int) {
    let token = nextToken()
    let mark = "m\(token)"
    let known = reference.change(id, token: token, mark: mark, pending: true)
    let mutation = Mutation(id: id, token: token)
    mutations.append(mutation)
    mutation.task = Task.immediate { [store] in
      do {
        try await store.mutate(id: id) {
          $0.marks.append(mark)
        } remote: {
          try await mutation.gate.wait()
        }
        mutation.outcome = "ok"
      } catch {
        mutation.outcome = error is RemoteFailed ? "remote failed" : "\(error)"
      }
    }
    if known != mutation.isRunning {
      problems.append(
        "store.mutate(\(id)) \(mutation.outcome ?? "runs"); the reference "
          + (known ? "holds the id" : "does not hold it"))
    }
  }

  private func finishMutation(_ index: Int, _ succeeds: Bool) async throws {
    let mutation = mutations[index]
    guard mutation.isRunning else { return }
    reference.finish(mutation.token, of: mutation.id, succeeded: succeeds)
    mutation.gate.open(succeeds: succeeds)
    try await mutation.task?.boundedValue("mutation #\(index) to return", timeout: .seconds(5))
    let expected = succeeds ? "ok" : "remote failed"
    if mutation.outcome != expected {
      problems.append(
        "mutation #\(index) ended \(mutation.outcome ?? "never"), expected \(expected)")
    }
    if !succeeds { checkRollback(of: mutation) }
  }

  /// Waits until every load each pager has in flight reached its gate.
  func settle() async throws {
    for (pager, gate) in zip(pagers, gates) {
      for _ in 0..<100 {
        let arrived = gate.entries
        let missing = pager.machine.loadsInFlight.filter { load in
          !arrived.contains { $0.isLive && $0.request == load }
        }
        guard !missing.isEmpty else { break }
        try await waitBounded(for: "\(missing) to reach the server", timeout: .seconds(5)) {
          await gate.arrival(after: arrived.count)
        }
      }
    }
  }

  /// Ends the run: no load, mutation, wait or observation stays pending.
  func tearDown() async {
    for pager in pagers { pager.cancel() }
    for gate in gates { gate.failEverything() }
    for mutation in mutations { mutation.gate.open(succeeds: false) }
    feed.finish()
    for task in waits + mutations.compactMap(\.task) + [applying].compactMap({ $0 }) {
      _ = try? await task.boundedValue("a call to return", timeout: .seconds(5))
    }
    for observation in observations { observation.observation?.end() }
    for (index, gate) in gates.enumerated() where gate.entries.contains(where: \.isLive) {
      problems.append("L\(index) left a load pending")
    }
  }
}

/// The failure the suite's server answers with.
struct EntityServerDown: Error {}

extension EntityModelEvent {
  /// The id a store-wide event changes: lists that do not hold it must publish nothing.
  var storeID: Int? {
    switch self {
    case .storeUpdate(let id), .storeRemove(let id), .mutate(let id), .upsert(let id, _),
      .delete(let id):
      id
    default: nil
    }
  }
}
