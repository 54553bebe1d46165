import RefreshKit
import RefreshKitTesting

/// Drives a real ``Pager`` on a scripted server and the ``PagerReferenceModel`` with the same
/// events, and reports where they disagree.
///
/// Calls that suspend (`refresh()`, `retry()`, `loadMore()`, `mutate`) start with
/// `Task.immediate`, so they reach the engine before the step ends. Every wait is on an
/// explicit event (a request arriving, a load settling, a mutation returning) and bounded.
@MainActor
final class PagerHarness {
  let pager: ArticlePager
  let server: ArticleServer
  private(set) var model: PagerReferenceModel
  private(set) var trace: [PagerEvent] = []
  /// The items as rebuilt from the published changes alone.
  private(set) var mirror: [Article] = []
  private(set) var mutations: [Int: MutationRun] = [:]
  var problems: [String] = []
  /// How often each kind of thing happened, for the coverage summary.
  private(set) var counts: [String: Int] = [:]
  private var observedChanges = 0
  private var checkedRequests = 0

  init(query: String, prefetchDistance: Int, honorsCancellation: Bool) {
    (pager, server) = makeArticlePager(
      query: query, prefetchDistance: prefetchDistance, honorsCancellation: honorsCancellation)
    model = PagerReferenceModel(
      query: query, prefetchDistance: prefetchDistance, honorsCancellation: honorsCancellation)
    pager.observeChanges { [weak self] change in self?.observe(change) }
  }

  /// The slots of mutations whose remote call is still running.
  var pendingSlots: [Int] {
    mutations.keys.sorted().filter { mutations[$0]?.isPending == true }
  }

  /// Applies `event` to both and returns the disagreements (empty when none).
  func apply(_ event: PagerEvent) async -> [String] {
    trace.append(event)
    counts[event.kind, default: 0] += 1
    switch event {
    case .appear(let index):
      model.appear(at: index)
      pager.itemDidAppear(at: index)
    case .setQuery(let query):
      model.setQuery(query)
      pager.query = query
    case .refresh:
      model.refresh()
      _ = Task.immediate { [pager] in await pager.refresh() }
    case .retry:
      model.retry()
      _ = Task.immediate { [pager] in await pager.retry() }
    case .loadMore:
      model.loadMore()
      _ = Task.immediate { [pager] in await pager.loadMore() }
    case .edit(let edit): perform(edit)
    case .mutate(let edits, let slot): startMutation(edits, slot: slot)
    case .finishMutation(let slot, let succeeds): await finishMutation(slot, succeeds: succeeds)
    case .answerLive(let answer): await answerLive(answer)
    case .answerAbandoned(let answer): answerAbandoned(answer)
    }
    await checkNewRequests()
    return violations()
  }

  // MARK: Edits

  private func perform(_ edit: PagerEvent.Edit) {
    var expected: PagerEditError?
    do { try model.edit(edit) } catch { expected = error }
    var actual: PagerEditError?
    do {
      switch edit {
      case .update(let id, let starred, let title):
        try pager.update(id: id) { Self.set(&$0, starred: starred, title: title) }
      case .remove(let id): try pager.remove(id: id)
      case .insert(let id, let index):
        try pager.insert(Article(id: id, title: "local\(id)"), at: index)
      }
    } catch {
      actual = error
    }
    if expected != nil { counts["refused edit", default: 0] += 1 }
    if actual != expected {
      problems.append("\(edit) threw \(Self.name(actual)), expected \(Self.name(expected))")
    }
  }

  private func startMutation(_ edits: [PagerEvent.Edit], slot: Int) {
    let run = MutationRun()
    mutations[slot] = run
    var expected: PagerEditError?
    do { run.token = try model.mutate(edits) } catch { expected = error }
    run.task = Task.immediate { [pager] in
      do {
        try await pager.mutate { local in
          for edit in edits { Self.record(edit, in: &local) }
        } remote: {
          try await run.gate.wait()
        }
        run.outcome = "ok"
      } catch {
        run.outcome = error is RemoteFailed ? "remote failed" : "\(error)"
      }
    }
    if let expected {
      counts["refused mutation", default: 0] += 1
      if run.outcome != "\(expected)" || run.gate.entered {
        problems.append("mutation #\(slot) ended \(run.outcome ?? "pending"), expected \(expected)")
      }
    } else if !run.gate.entered || run.outcome != nil {
      problems.append("mutation #\(slot) did not wait for its remote: \(run.outcome ?? "?")")
    }
  }

  private func finishMutation(_ slot: Int, succeeds: Bool) async {
    guard let run = mutations[slot], let token = run.token, run.isPending else { return }
    model.finishMutation(token, succeeds: succeeds)
    run.gate.open(succeeds: succeeds)
    let returned: Void? = await boundedOnMain(timeout: .seconds(5)) { await run.task?.value }
    let expected = succeeds ? "ok" : "remote failed"
    if returned == nil || run.outcome != expected {
      problems.append("mutation #\(slot) ended \(run.outcome ?? "never"), expected \(expected)")
    }
  }

  private static func record(_ edit: PagerEvent.Edit, in local: inout PagerEdits<Article>) {
    switch edit {
    case .update(let id, let starred, let title):
      local.update(id: id) { set(&$0, starred: starred, title: title) }
    case .remove(let id): local.remove(id: id)
    case .insert(let id, let index): local.insert(Article(id: id, title: "local\(id)"), at: index)
    }
  }

  private static func set(_ item: inout Article, starred: Bool, title: String?) {
    if let title { item.title = title } else { item.isStarred = starred }
  }

  private static func name(_ error: PagerEditError?) -> String {
    error.map { "\($0)" } ?? "nothing"
  }

  // MARK: Network

  private func answerLive(_ answer: PagerEvent.Answer) async {
    guard let request = model.live else { return }
    let page = PagerReferenceModel.page(for: answer, to: request)
    model.answerLive(with: page)
    if model.lastFailure?.paging == true, page != nil { counts["paging broke", default: 0] += 1 }
    let result: Result<ArticlePage, any Error> =
      page.map { .success($0) } ?? .failure(ServerUnavailable())
    let accepted: Bool? = await boundedOnMain(timeout: .seconds(5)) { [server, pager] in
      let accepted = server.respond(to: request.index, with: result)
      await pager.waitUntilIdle()
      return accepted
    }
    switch accepted {
    case nil: problems.append("the load of request \(request.index) never settled")
    case false?: problems.append("request \(request.index) was not pending")
    case true?: break
    }
  }

  private func answerAbandoned(_ answer: PagerEvent.Answer) {
    guard let request = model.pending.first(where: { !$0.live }) else { return }
    model.answerAbandoned(request)
    let page = PagerReferenceModel.page(for: answer, to: request)
    let result: Result<ArticlePage, any Error> =
      page.map { .success($0) } ?? .failure(ServerUnavailable())
    if !server.respond(to: request.index, with: result) {
      problems.append("abandoned request \(request.index) was not pending")
    }
  }

  /// Waits (bounded) for every request the model says the step sent, and checks each one.
  private func checkNewRequests() async {
    while checkedRequests < model.sent.count {
      let expected = model.sent[checkedRequests]
      checkedRequests += 1
      let index = expected.index
      guard let recorded = await server.request(at: index, timeout: .seconds(5)) else {
        problems.append("request \(index) never arrived; expected \(expected)")
        return
      }
      let load = recorded.load
      let sent = Expected(
        direction: load.direction, query: load.target.query, cursor: load.cursor,
        targetCursor: load.target.cursor, attempt: load.attempt)
      let wanted = Expected(
        direction: expected.direction, query: expected.query, cursor: expected.cursor,
        targetCursor: expected.cursor, attempt: expected.attempt)
      if sent != wanted { problems.append("request \(index) sent \(sent), expected \(wanted)") }
    }
  }

  // MARK: Checks

  private func observe(_ change: ListChange<Int>) {
    observedChanges += 1
    counts["change", default: 0] += 1
    if !change.moves.isEmpty { counts["change with moves", default: 0] += 1 }
    let new = pager.items.array
    guard change.oldCount == mirror.count, change.newCount == new.count else {
      problems.append("change \(change) does not fit \(mirror.count) → \(new.count) items")
      mirror = new
      return
    }
    let missing = Article(id: Int.min, title: "index out of range")
    var rebuilt = change.applied(to: mirror) { new.indices.contains($0) ? new[$0] : missing }
    let updated = Set(change.updatedIDs)
    for index in rebuilt.indices where updated.contains(rebuilt[index].id) {
      rebuilt[index] = pager.items[id: rebuilt[index].id] ?? rebuilt[index]
    }
    if rebuilt != new {
      problems.append("change \(change) applied to \(mirror) gives \(rebuilt), items are \(new)")
    }
    let old = Dictionary(mirror.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let changed = Set(new.filter { item in old[item.id].map { $0 != item } ?? false }.map(\.id))
    if changed != updated || updated.count != change.updatedIDs.count {
      problems.append("change names updated \(change.updatedIDs), values changed for \(changed)")
    }
    mirror = new
  }

  /// The invariants, checked after every step.
  func violations() -> [String] {
    var found = problems
    problems = []
    let items = pager.items.array
    if items != model.items { found.append("items \(items)\n  expected \(model.items)") }
    if Set(items.map(\.id)).count != items.count { found.append("duplicate ids in \(items)") }
    if mirror != items { found.append("the published changes give \(mirror), items are \(items)") }
    if observedChanges != pager.version {
      found.append("observed \(observedChanges) changes, version \(pager.version)")
    }
    let states = (Self.summary(pager.loadStates.refresh), Self.summary(pager.loadStates.append))
    if states != (model.refreshState, model.appendState) {
      found.append("load states \(states), expected \((model.refreshState, model.appendState))")
    }
    if pager.hasLoaded != model.hasLoaded { found.append("hasLoaded \(pager.hasLoaded)") }
    if server.requests.count != model.sent.count {
      found.append("\(server.requests.count) requests sent, expected \(model.sent.count)")
    }
    let pending = Set(model.pending.map(\.index))
    if Set(server.pendingIndices) != pending {
      found.append(
        "pending requests \(server.pendingIndices.sorted()), expected \(pending.sorted())")
    }
    return found
  }

  /// A load state in the model's words: the attempt of a failure and whether paging broke.
  static func summary(_ state: LoadState) -> String {
    switch state {
    case .loading: "loading"
    case .notLoading(let endReached): endReached ? "notLoading(end)" : "notLoading"
    case .failed(let failure):
      "failed(attempt \(failure.attempt)\(failure.error is PagingError<Int> ? ", paging" : ""))"
    }
  }

  /// What a request carries that the model predicts.
  private struct Expected: Equatable, CustomStringConvertible {
    var direction: RefreshAction
    var query: String
    var cursor: Int?
    var targetCursor: Int?
    var attempt: Int

    var description: String {
      "\(direction) \(query) cursor \(cursor.map(String.init) ?? "nil")/\(targetCursor.map(String.init) ?? "nil") attempt \(attempt)"
    }
  }
}
