import RefreshKitTesting

@testable import RefreshKit

extension EntityModelHarness {
  /// A random next event that can happen now: mostly rows appearing and the server
  /// answering, often a store or list edit, an external change or an observation.
  func nextEvent(using random: inout SplitMix64) -> EntityModelEvent {
    let list = random.nextInt(below: pagers.count)
    let live = gates.indices.flatMap { gate in
      gates[gate].entries.indices.filter { gates[gate].entries[$0].isLive }.map { (gate, $0) }
    }
    let running = mutations.indices.filter { mutations[$0].isRunning }
    let observing = observations.indices.filter { observations[$0].observation != nil }
    switch random.nextInt(below: 100) {
    case ..<26:
      // Half of the time a list with maxItems, so that its window trims.
      let windowed = [1, 3].filter { $0 < pagers.count }
      let list =
        random.nextInt(below: 2) == 0 ? windowed[random.nextInt(below: windowed.count)] : list
      return .appear(list: list, position: position(in: list, using: &random))
    case ..<44 where !live.isEmpty:
      let (gate, request) = live[random.nextInt(below: live.count)]
      return answer(gate, request, using: &random)
    case ..<49: return .refresh(list: list)
    case ..<51: return .retry(list: list)
    case ..<54: return .query(list: list, pagers[list].query == "a" ? "b" : "a")
    case ..<59: return .serverChange((0...random.nextInt(below: 3)).map { _ in anyID(&random) })
    case ..<65: return .storeUpdate(id: heldID(&random))
    case ..<68: return .storeRemove(id: heldID(&random))
    case ..<74 where running.count < 4: return .mutate(id: heldID(&random))
    case ..<80 where !running.isEmpty:
      return .finishMutation(
        running[random.nextInt(below: running.count)], succeeds: random.nextInt(below: 2) == 0)
    case ..<86:
      let ids = heldIDs(list)
      let id =
        ids.isEmpty || random.nextInt(below: 6) == 0
        ? anyID(&random) : ids[random.nextInt(below: ids.count)]
      return .listUpdate(list: list, id: id)
    case ..<91:
      let id = heldID(&random)
      let newest = versions[id, default: 1]
      let version =
        random.nextInt(below: 3) == 0 ? 1 + random.nextInt(below: newest) : newest + 1
      return .upsert(id: id, version: version)
    case ..<94: return .delete(id: heldID(&random))
    case ..<97: return .observe(id: heldID(&random))
    case ..<100 where !observing.isEmpty:
      return .endObservation(observing[random.nextInt(below: observing.count)])
    default: break
    }
    return .appear(list: list, position: position(in: list, using: &random))
  }

  /// The answer to request `request` of list `list`: sometimes a failure; the page otherwise,
  /// a third of the time with stale copies of some of its rows.
  private func answer(_ list: Int, _ request: Int, using random: inout SplitMix64)
    -> EntityModelEvent
  {
    if random.nextInt(below: 8) == 0 {
      return .answer(list: list, request: request, fails: true, stale: [:])
    }
    var stale: [Int: Int] = [:]
    if random.nextInt(below: 3) == 0 {
      let entry = gates[list].entries[request].request
      let ids = setup.lists[list].server.ids(of: entry.query, page: entry.cursor ?? 1)
      for id in ids where random.nextInt(below: 2) == 0 {
        let newest = versions[id, default: 1]
        if newest > 1 { stale[id] = 1 + random.nextInt(below: newest - 1) }
      }
    }
    return .answer(list: list, request: request, fails: false, stale: stale)
  }

  /// Any id of the pool.
  private func anyID(_ random: inout SplitMix64) -> Int { 1 + random.nextInt(below: setup.idCount) }

  /// Mostly an id some list holds; sometimes any id of the pool (maybe one nobody holds).
  private func heldID(_ random: inout SplitMix64) -> Int {
    let held = Array(Set(pagers.indices.flatMap(heldIDs))).sorted()
    guard !held.isEmpty, random.nextInt(below: 6) != 0 else { return anyID(&random) }
    return held[random.nextInt(below: held.count)]
  }

  /// A row position of list `list`: near an end of its items, or anywhere around them.
  private func position(in list: Int, using random: inout SplitMix64) -> Int {
    let pager = pagers[list]
    let first = pager.placeholdersBefore
    let last = first + pager.items.count - 1
    let position =
      switch random.nextInt(below: 4) {
      case 0: first + random.nextInt(below: 3)
      case 1, 2: last - random.nextInt(below: 3)
      default: first - 3 + random.nextInt(below: pager.items.count + 7)
      }
    return min(max(position, 0), max(0, pager.positionCount - 1))
  }
}
