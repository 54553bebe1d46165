import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

/// One seeded run of the model-based test.
struct ModelRun {
  let seed: UInt64
  var random: SplitMix64
  var server: WindowServer
  var machine: MessageMachine
  var mirror: [Int] = []
  var lastActions: [MessageMachine.Action] = []
  var history: [String] = []
  let maxItems: Int?
  let churn: Bool
  var nextNewID = 1_000_000
  /// The loads the driver was told to start and neither cancel nor answer yet.
  var outstanding: Set<MessageLoad> = []
  /// The loads answered or cancelled so far.
  var settled: Set<MessageLoad> = []
  /// The last loads cancelled whose loader has not ended them yet: each may still end late
  /// with `CancellationError`, as URLSession ends a cancelled task.
  var cancelledUnended: [MessageLoad] = []
  /// A naive copy of what the cache holds, built from the writes alone: each page's key and
  /// ids; `nil` when the machine has no cache.
  var cached: [CachedEntry]?

  /// One page as the reference cache keeps it.
  struct CachedEntry: Equatable {
    var key: Int?
    var ids: [Int]

    init(_ page: PageWindow<Message, Int>.LoadedPage) {
      key = page.key
      ids = page.page.items.map(\.id)
    }
  }

  init(seed: UInt64, jumps: Bool, counts: Bool, churn: Bool, cache: Bool = false) throws {
    self.seed = seed
    self.churn = churn
    var random = SplitMix64(seed: seed)
    let pageSize = 3 + random.nextInt(below: 12)
    let prefetch = random.nextInt(below: 5)
    server = WindowServer(count: 20 + random.nextInt(below: 400), pageSize: pageSize)
    server.countsItems = counts
    let least = PagerConfiguration.leastMaxItems(pageSize: pageSize, prefetchDistance: prefetch)
    maxItems = random.nextUnitInterval() < 0.8 ? least + random.nextInt(below: 30) : nil
    let configuration = try PagerConfiguration(
      pageSize: pageSize, prefetchDistance: prefetch, maxItems: maxItems,
      jumpThreshold: pageSize * (1 + random.nextInt(below: 3)),
      pipelineDepth: 1 + random.nextInt(below: 3))
    let server = self.server
    let pageAt: @Sendable (Int) -> PagePosition<Int> = { server.pageAt($0) }
    let initialKey =
      counts && random.nextUnitInterval() < 0.5 ? 1 + random.nextInt(below: server.pageCount) : nil
    machine = MessageMachine(
      query: "q", configuration: configuration, initialKey: initialKey,
      pageAt: jumps ? pageAt : nil, cursorAfter: { $0 + 1 }, usesCache: cache)
    cached = cache ? [] : nil
    self.random = random
    record(machine.refresh(), "refresh")
  }

  mutating func step() {
    if churn, random.nextUnitInterval() < 0.1 { changeServer() }
    // A cancelled load whose page loads again now ends late, at once or later, as a loader
    // that honours cancellation a little late (URLSession) ends it.
    let inFlight = machine.loadsInFlight
    if let twin = cancelledUnended.firstIndex(where: { load in
      inFlight.contains { $0.asksForTheSamePage(as: load) }
    }), random.nextUnitInterval() < 0.5 {
      return endLate(at: twin)
    }
    let roll = random.nextUnitInterval()
    let count = max(1, machine.window.positionCount)
    let here = machine.lastPosition ?? machine.window.placeholdersBefore
    switch roll {
    case ..<0.35:
      let delta = random.nextInt(below: 2 * server.pageSize + 1) - server.pageSize
      record(
        machine.positionDidAppear(min(max(here + delta, 0), count - 1)), "appear \(here + delta)")
    case ..<0.40:
      let target = random.nextInt(below: server.ids.count)
      record(machine.jump(to: target), "jump \(target)")
    case ..<0.44 where !cancelledUnended.isEmpty:
      endLate(at: random.nextInt(below: cancelledUnended.count))
    case ..<0.78:
      let inFlight = machine.loadsInFlight
      guard let load = inFlight.randomElement(using: &random) else { return }
      outstanding.remove(load)
      settled.insert(load)
      if random.nextUnitInterval() < 0.2 {
        record(
          machine.failed(load, error: PagerMachineModelTests.Failure()),
          "fail \(load.direction) \(String(describing: load.cursor))")
      } else {
        record(
          machine.loaded(load, page: server.answer(load)),
          "answer \(load.direction) \(String(describing: load.cursor))")
      }
    case ..<0.86:
      record(machine.retry(), "retry")
    case ..<0.96:
      let policy = RefreshPolicy.allCases[random.nextInt(below: RefreshPolicy.allCases.count)]
      record(machine.refresh(policy), "refresh \(policy)")
    default:
      record(machine.cancel(), "cancel")
    }
  }

  /// Ends the cancelled load at `index` of ``cancelledUnended`` with `CancellationError`: the
  /// machine drops it, whatever runs now.
  mutating func endLate(at index: Int) {
    let load = cancelledUnended.remove(at: index)
    record(
      machine.failed(load, error: CancellationError()),
      "late CancellationError \(load.direction) \(String(describing: load.cursor))")
  }

  /// Inserts a new row or removes one, anywhere.
  mutating func changeServer() {
    if random.nextUnitInterval() < 0.5 || server.ids.count < 10 {
      server.ids.insert(nextNewID, at: random.nextInt(below: server.ids.count + 1))
      nextNewID += 1
      history.append("server inserts")
    } else {
      server.ids.remove(at: random.nextInt(below: server.ids.count))
      history.append("server removes")
    }
  }

  mutating func record(_ actions: [MessageMachine.Action], _ event: String) {
    history.append(event)
    lastActions = actions
    for action in actions {
      switch action {
      case .load(let load): outstanding.insert(load)
      case .cancel(let load):
        outstanding.remove(load)
        settled.insert(load)
        cancelledUnended = cancelledUnended.suffix(20) + [load]
      case .writeCache(let write): store(write)
      case .publish, .readCache, .trimmed, .released: break
      }
    }
    for change in actions.changes {
      #expect(change.oldCount == mirror.count, "seed \(seed): \(history.suffix(5))")
      let newIDs = machine.ids
      mirror = change.applied(to: mirror) { newIDs.indices.contains($0) ? newIDs[$0] : -1 }
    }
    if actions.contains(where: { if case .readCache = $0 { true } else { false } }) {
      record(machine.cacheRead([], now: Date(timeIntervalSince1970: 0)), "cache read: nothing")
    }
  }

  /// Applies `write` to the reference cache, the naive way.
  mutating func store(_ write: MessageMachine.CacheWrite) {
    guard var pages = cached else { return }
    switch write {
    case .replaceAll(let all): pages = all.map(CachedEntry.init)
    case .append(let added): pages += added.map(CachedEntry.init)
    case .replacePage(let index, let all):
      #expect(pages.indices.contains(index), "seed \(seed): revalidated page \(index) is cached")
      if pages.indices.contains(index) { pages[index] = CachedEntry(all[index]) }
    case .slide(let slide, _):
      let kept = pages.count - slide.removingFirst - slide.removingLast
      #expect(kept > 0, "seed \(seed): a slide keeps cached pages: \(history.suffix(5))")
      pages =
        slide.prepended.map(CachedEntry.init)
        + Array(pages.dropFirst(slide.removingFirst).dropLast(slide.removingLast))
        + slide.appended.map(CachedEntry.init)
    }
    cached = pages
  }

  /// Checks every invariant; false (after recording an issue) on the first broken one.
  func check(step: Int) -> Bool {
    let window = machine.window
    let context =
      "seed \(seed), step \(step): \(history.suffix(6)); pages \(window.pages.map(\.key)), "
      + "placeholders \(window.placeholdersBefore)+\(window.items.count)+\(window.placeholdersAfter), "
      + "last position \(String(describing: machine.lastPosition)), maxItems \(String(describing: maxItems)), "
      + "page size \(server.pageSize), prefetch \(machine.configuration.prefetchDistance)"
    let ids = machine.ids
    var holds = true
    func expect(_ condition: Bool, _ what: String) {
      if !condition {
        Issue.record("\(what) — \(context)")
        holds = false
      }
    }
    expect(lastActions.changes.count <= 1, "one change per event")
    expect(
      Set(machine.loadsInFlight) == outstanding,
      "the loads in flight are those started and not cancelled: \(machine.loadsInFlight) vs \(outstanding)"
    )
    expect(
      outstanding.allSatisfy(machine.isInFlight)
        && !settled.subtracting(outstanding).contains(where: machine.isInFlight)
        && machine.hasLoadsInFlight == !outstanding.isEmpty,
      "isInFlight and hasLoadsInFlight agree with the loads in flight")
    expect(mirror == ids, "the change sets rebuild the items: \(mirror) vs \(ids)")
    if let cached, lastActions.contains(where: { if case .writeCache = $0 { true } else { false } })
    {
      let held = window.pages.map(CachedEntry.init)
      expect(cached == held, "the cache holds the window's pages: \(cached) vs \(held)")
    }
    expect(Set(ids).count == ids.count, "ids unique")
    if machine.hasLoaded, !churn {
      let start = window.placeholdersBefore
      expect(
        ids == Array(start..<(start + ids.count)),
        "items are the server's rows at their positions (pb \(start)): \(ids)")
    }
    if server.countsItems, machine.hasLoaded, !churn {
      expect(window.positionCount == server.ids.count, "placeholders + items = total")
    }
    if let maxItems {
      expect(ids.count <= maxItems, "at most maxItems held")
    }
    if machine.load(in: .refresh) != nil, !machine.isRevalidating {
      expect(machine.loadsInFlight.count == 1, "a refresh runs alone, but for a revalidation")
    }
    let appends = machine.loadsInFlight.filter { $0.direction == .append }.compactMap(\.cursor)
    if let first = appends.first {
      expect(
        appends == appends.sorted() && first >= (machine.window.nextCursor ?? .max)
          && appends[appends.count - 1] - (machine.window.nextCursor ?? 0)
            < machine.configuration.pipelineDepth,
        "appends in flight are pages after the edge, in order, within the pipeline depth: \(appends)"
      )
    }

    // A revalidation reports the refetch of every page after the first as an append, unless
    // the append failed.
    let revalidatesLaterPage =
      machine.isRevalidating && machine.loadStates.append.failure == nil
      && machine.load(in: .refresh)?.cursor != machine.window.pages.first?.key
    expect(
      machine.loadStates.append.isLoading
        == (machine.load(in: .append) != nil || revalidatesLaterPage),
      "append state \(machine.loadStates) \(machine.loadsInFlight.map { "\($0.direction) \(String(describing: $0.cursor))" })"
    )
    return holds
  }

  /// After the run (the server no longer changing): retried, refreshed with a random policy and
  /// settled, walking from the top to the end shows every server row once, in order.
  mutating func reachesTheEnd() -> Bool {
    record(machine.retry(), "retry")
    machine.settle(from: server)
    let policy = RefreshPolicy.allCases[random.nextInt(below: RefreshPolicy.allCases.count)]
    record(machine.refresh(policy), "final refresh \(policy)")
    machine.settle(from: server)
    let limit = server.pageCount * 3 + 10
    for _ in 0..<limit where !machine.window.reachedStart {
      _ = machine.positionDidAppear(machine.window.placeholdersBefore)
      machine.settle(from: server)
    }
    var seen = machine.ids
    for _ in 0..<limit where !machine.window.reachedEnd {
      let window = machine.window
      _ = machine.positionDidAppear(window.placeholdersBefore + window.items.count - 1)
      machine.settle(from: server)
      let ids = machine.ids
      guard let last = seen.last, let index = ids.firstIndex(of: last) else { break }
      seen += ids[(index + 1)...]
    }
    let whole = seen == server.ids
    #expect(
      whole,
      "seed \(seed): the walk from the top shows every server row once, in order; saw \(seen.count) of \(server.ids.count), first difference at \(String(describing: zip(seen, server.ids).enumerated().first { $0.element.0 != $0.element.1 }?.offset)); \(history.suffix(6))"
    )
    return whole
  }
}
