@_spi(Diagnostics) @testable import RefreshKit

extension EntityModelHarness {
  /// Applies a change list `index` published to the rows rebuilt so far; records where it
  /// does not fit.
  func observe(_ change: ListChange<Int>, of index: Int) {
    published[index] += 1
    let new = pagers[index].items.array
    let old = mirrors[index]
    if change.oldCount != old.count {
      problems.append("L\(index): change \(change) does not start from \(old.count) rows")
    }
    let missing = VersionedRow(id: Int.min, version: 0, title: "index out of range")
    var rebuilt = change.applied(to: old) { new.indices.contains($0) ? new[$0] : missing }
    let updated = Set(change.updatedIDs)
    for row in rebuilt.indices where updated.contains(rebuilt[row].id) {
      rebuilt[row] = pagers[index].items[id: rebuilt[row].id] ?? rebuilt[row]
    }
    if rebuilt != new {
      problems.append(
        "L\(index): change \(change) applied to \(old) gives \(rebuilt), items \(new)")
    }
    let before = Dictionary(old.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let changed = new.filter { row in before[row.id].map { $0 != row } ?? false }.map(\.id)
    if Set(changed) != updated {
      problems.append(
        "L\(index): change names updated \(change.updatedIDs), values changed for \(changed)")
    }
    mirrors[index] = rebuilt
  }

  /// What list `index` must show: each id it holds with the store's value (hidden when
  /// removed) and the list's own edits on top.
  func expectedItems(of index: Int) -> [VersionedRow] {
    heldIDs(index).compactMap { id in
      guard var value = reference.value(of: id) else { return nil }
      value.marks += listEdits[index].filter { $0.id == id }.map(\.mark)
      return value
    }
  }

  /// Every invariant, checked after every step; empty when all hold.
  func violations() -> [String] {
    var found = problems
    problems = []
    for (index, pager) in pagers.enumerated() {
      let items = pager.items.array
      let held = heldIDs(index)
      if pager.machine.window.items.array.map(\.id) != held {
        found.append(
          "L\(index) holds \(pager.machine.window.items.array.map(\.id)), pages say \(held)")
      }
      for id in held where reference.records[id] == nil {
        found.append("L\(index) holds \(id), the reference has no record of it")
      }
      let expected = expectedItems(of: index)
      if items != expected {
        found.append("L\(index) shows \(items)\n  expected \(expected)")
      }
      if setup.versioned {
        for item in items {
          guard let newest = reference.records[item.id]?.newestVersion, item.version < newest
          else { continue }
          found.append("L\(index) shows \(item), older than v\(newest) seen")
        }
      }
      if mirrors[index] != items {
        found.append("L\(index): the published changes give \(mirrors[index]), it shows \(items)")
      }
      if published[index] != pager.version {
        found.append("L\(index): observed \(published[index]) changes, version \(pager.version)")
      }
    }
    found += storeViolations()
    return found
  }

  /// The store holds exactly the entities some list, observer or running mutation holds,
  /// each with the reference's value, and shows it to its observers.
  private func storeViolations() -> [String] {
    var found: [String] = []
    if store.count != reference.records.count {
      let extra = store.records.keys.filter { reference.records[$0] == nil }.sorted()
      found.append(
        "the store holds \(store.count) entities, the reference \(reference.records.count) "
          + "(held by no list, observer or running mutation: \(extra))")
    }
    let ids = Set(reference.records.keys).union(reference.observers.keys)
    for id in ids.sorted() where store[id] != reference.value(of: id) {
      found.append(
        "store[\(id)] is \(store[id].map(String.init(describing:)) ?? "nil"), expected "
          + "\(reference.value(of: id).map(String.init(describing:)) ?? "nil")")
    }
    return found
  }

  /// After a failed mutation: its mark shows nowhere, and its entity is what the reference
  /// says it would be had the mutation never run.
  func checkRollback(of mutation: Mutation) {
    releaseReference()
    let mark = "m\(mutation.token)"
    var places: [String] = []
    if store[mutation.id]?.marks.contains(mark) == true { places.append("the store") }
    for (index, pager) in pagers.enumerated()
    where pager.items[id: mutation.id]?.marks.contains(mark) == true {
      places.append("L\(index)")
    }
    if !places.isEmpty {
      problems.append("the failed \(mark) on \(mutation.id) still shows in \(places)")
    }
    if store[mutation.id] != reference.value(of: mutation.id) {
      problems.append(
        "rollback of \(mark): store[\(mutation.id)] is "
          + "\(store[mutation.id].map(String.init(describing:)) ?? "nil"), expected "
          + "\(reference.value(of: mutation.id).map(String.init(describing:)) ?? "nil")")
    }
  }
}
