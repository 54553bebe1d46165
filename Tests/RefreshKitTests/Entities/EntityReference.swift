/// The naive reference of the entity suite: per id, the copy that wins by the documented
/// rule, the local changes laid over it in order (each with its token and whether its remote
/// call still runs), whether it was removed, and the newest version seen while it was held.
/// Plain dictionaries and arrays, written from ``EntityStore``'s "Which copy wins".
struct EntityReference {
  struct Change {
    let token: Int
    let mark: String
    var isPending: Bool
  }

  struct Record {
    var server: VersionedRow
    var changes: [Change] = []
    var isRemoved = false
    var newestVersion: Int
  }

  /// Whether the store compares versions (`EntityStore(version:)`).
  let versioned: Bool
  private(set) var records: [Int: Record] = [:]
  /// How many live observations hold each id.
  private(set) var observers: [Int: Int] = [:]

  init(versioned: Bool) {
    self.versioned = versioned
  }

  /// The value every list shows for `id` (before its own edits); `nil` when removed or unknown.
  func value(of id: Int) -> VersionedRow? {
    guard let record = records[id], !record.isRemoved else { return nil }
    var value = record.server
    value.marks += record.changes.map(\.mark)
    return value
  }

  /// Copies arrive in order, from a list's page or (`external`) an upsert. With versions a
  /// copy loses only to a stored copy with a greater version; without, the last one wins. A
  /// copy that wins drops the settled changes; an external one also ends a removal. An
  /// external copy of an id nobody holds is not kept.
  mutating func receive(_ copies: [VersionedRow], external: Bool, isHeld: (Int) -> Bool) {
    for copy in copies {
      guard var record = records[copy.id] else {
        if !external || isHeld(copy.id) {
          records[copy.id] = Record(server: copy, newestVersion: copy.version)
        }
        continue
      }
      record.newestVersion = max(record.newestVersion, copy.version)
      if versioned, record.server.version > copy.version {
        records[copy.id] = record
        continue
      }
      record.server = copy
      record.changes = record.changes.filter(\.isPending)
      if external { record.isRemoved = false }
      records[copy.id] = record
    }
  }

  /// A local change (`update`, or a mutation's local half); `false` for an unknown id.
  mutating func change(_ id: Int, token: Int, mark: String, pending: Bool) -> Bool {
    guard records[id] != nil else { return false }
    records[id]?.changes.append(Change(token: token, mark: mark, isPending: pending))
    return true
  }

  /// `remove(id:)` or an external delete; `false` for an unknown id.
  mutating func remove(_ id: Int) -> Bool {
    guard records[id] != nil else { return false }
    records[id]?.isRemoved = true
    return true
  }

  /// The remote call of `token` returned: its change stays (settled) or goes.
  mutating func finish(_ token: Int, of id: Int, succeeded: Bool) {
    guard let index = records[id]?.changes.firstIndex(where: { $0.token == token }) else { return }
    if succeeded {
      records[id]?.changes[index].isPending = false
    } else {
      records[id]?.changes.remove(at: index)
    }
  }

  mutating func observe(_ id: Int) { observers[id, default: 0] += 1 }

  mutating func endObservation(_ id: Int) {
    observers[id, default: 0] -= 1
    if observers[id] == 0 { observers[id] = nil }
  }

  /// Forgets every entity that no list (`listsHold`), no observer and no running mutation
  /// holds: the store must have let it go too.
  mutating func release(listsHold: (Int) -> Bool) {
    for (id, record) in records
    where !listsHold(id) && observers[id] == nil && !record.changes.contains(where: \.isPending) {
      records[id] = nil
    }
  }
}
