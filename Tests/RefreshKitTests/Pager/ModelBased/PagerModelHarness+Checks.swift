@_spi(Diagnostics) @testable import RefreshKit

extension PagerModelHarness {
  /// Applies a published change to the rows rebuilt so far; records where it does not fit.
  func observe(_ change: ListChange<Int>) {
    observedChanges += 1
    let new = pager.items.array
    let old = mirror
    if change.oldCount != old.rows.count || change.oldPlaceholdersBefore != old.before
      || change.oldPlaceholdersAfter != old.after
    {
      problems.append(
        "change \(change) does not start from \(old.before)+\(old.rows.count)+\(old.after)")
    }
    let missing = ModelRow(id: Int.min, title: "index out of range")
    var rebuilt = change.applied(to: old.rows) { new.indices.contains($0) ? new[$0] : missing }
    let updated = Set(change.updatedIDs)
    for index in rebuilt.indices where updated.contains(rebuilt[index].id) {
      rebuilt[index] = pager.items[id: rebuilt[index].id] ?? rebuilt[index]
    }
    if rebuilt != new {
      problems.append("change \(change) applied to \(old.rows) gives \(rebuilt), items are \(new)")
    }
    let before = Dictionary(old.rows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let changed = new.filter { row in before[row.id].map { $0 != row } ?? false }.map(\.id)
    if Set(changed) != updated {
      problems.append("change names updated \(change.updatedIDs), values changed for \(changed)")
    }
    mirror = (change.placeholdersBefore, rebuilt, change.placeholdersAfter)
  }

  /// Follows the loads in flight from the events alone: started, and not yet finished, failed
  /// or cancelled.
  func follow(_ event: PagerEvent<String, Int>) {
    switch event.kind {
    case .loadStarted(let request, _): loadsFromEvents.insert(request)
    case .loadFinished(let request, _, _, _), .loadFailed(let request, _, _, _),
      .loadCancelled(let request, _):
      loadsFromEvents.remove(request)
    case .resultDropped, .pageTrimmed, .cacheRead, .cacheWritten: break
    }
  }

  /// Every invariant, checked after every step; empty when all hold.
  func violations() -> [String] {
    var found = problems
    problems = []
    let loads = Set(pager.loadsInFlight.map(\.request))
    if loadsFromEvents != loads {
      found.append("the events tell the loads \(loadsFromEvents), the pager waits for \(loads)")
    }
    let items = pager.items.array
    let keys = heldKeys
    let held = heldRows
    if Set(items.map(\.id)).count != items.count { found.append("duplicate ids in \(items)") }
    if keys != Array(keys.indices.map { (keys.first ?? 0) + $0 }) {
      found.append("the pages held are not neighbours: \(keys)")
    }
    let expected = edits.shown(held: held)
    if items != expected {
      found.append("items \(items)\n  expected \(expected) (pages \(keys))")
    }
    let total = server.rows[query]?.count ?? 0
    // The rows of the pages before a page (the empty pages at the start hold none).
    func rowsBefore(page: Int) -> Int {
      min(max(0, page - 1 - server.emptyPagesBefore) * server.pageSize, total)
    }
    let before = keys.first.map(rowsBefore(page:)) ?? 0
    let after = server.countsRows ? keys.last.map { total - rowsBefore(page: $0 + 1) } ?? 0 : 0
    if (pager.placeholdersBefore, pager.placeholdersAfter) != (before, after) {
      found.append(
        "placeholders \(pager.placeholdersBefore) + \(pager.placeholdersAfter), expected "
          + "\(before) + \(after) (pages \(keys))")
    }
    if mirror.rows != items || mirror.before != pager.placeholdersBefore
      || mirror.after != pager.placeholdersAfter
    {
      found.append("the published changes give \(mirror), the pager shows \(items)")
    }
    if observedChanges != pager.version {
      found.append("observed \(observedChanges) changes, version \(pager.version)")
    }
    if let maxItems = setup.configuration.maxItems, held.count > maxItems {
      found.append("\(held.count) items held, maxItems \(maxItems) (pages \(keys))")
    }
    found += loadViolations(keys: keys)
    return found
  }

  /// The loads in flight are exactly those sent and neither cancelled nor answered, each for
  /// the current query, and a load at an end asks for the page next to the pages held (the
  /// appends: pages after them, in order, within the pipeline depth).
  private func loadViolations(keys: [Int]) -> [String] {
    var found: [String] = []
    var live = gate.entries.filter(\.isLive).map(\.request)
    for load in pager.machine.loadsInFlight {
      if let index = live.firstIndex(of: load) {
        live.remove(at: index)
      } else {
        found.append("in flight but never sent, or cancelled: \(load)")
      }
    }
    if !live.isEmpty { found.append("sent, not cancelled, yet not in flight: \(live)") }
    let appends = pager.machine.loadsInFlight.filter { $0.direction == .append }.map(\.cursor)
    let depth = setup.configuration.pipelineDepth
    let pagesAfter = keys.last.map { Array(($0 + 1)...($0 + depth)) } ?? []
    if appends != appends.sorted(by: { ($0 ?? 0) < ($1 ?? 0) })
      || Set(appends).count < appends.count
      || !appends.allSatisfy({ $0.map(pagesAfter.contains) ?? false })
    {
      found.append("appends of pages \(appends) after pages \(keys), depth \(depth)")
    }
    for load in pager.machine.loadsInFlight {
      if load.query != query { found.append("a load of another query in flight: \(load)") }
      switch load.direction {
      case .prepend where load.cursor != keys.first.map({ $0 - 1 }):
        found.append("a prepend of page \(String(describing: load.cursor)) before pages \(keys)")
      default: break
      }
    }
    return found
  }
}
