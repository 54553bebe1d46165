import RefreshKit

/// The edits in force, modelled naively from the rules in ``Pager``'s documentation: plain
/// arrays and linear scans, each edit tagged with the token of the call (or mutation) that
/// made it.
struct ReferenceEdits {
  /// One edit, alone or within a mutation.
  enum Edit: Sendable, CustomStringConvertible {
    case setTitle(id: Int, String)
    case star(id: Int)
    case remove(id: Int)
    case insert(id: Int, at: Int)

    var description: String {
      switch self {
      case .setTitle(let id, let title): "title(\(id)=\(title))"
      case .star(let id): "star(\(id))"
      case .remove(let id): "remove(\(id))"
      case .insert(let id, let index): "insert(\(id)@\(index))"
      }
    }
  }

  struct Update {
    var id: Int
    var token: Int
    var edit: Edit
  }

  struct Removal {
    var id: Int
    var token: Int
  }

  /// A local insert: shown after the server row `after` (first when `nil`).
  struct Local {
    var row: ModelRow
    var token: Int
    var after: Int?
  }

  var updates: [Update] = []
  var removals: [Removal] = []
  /// Local inserts; those with the same `after` show in this order.
  var locals: [Local] = []
  /// Tokens of mutations whose remote call is still running.
  var pending: [Int] = []

  func isHidden(_ id: Int) -> Bool { removals.contains { $0.id == id } }
  func isLocal(_ id: Int) -> Bool { locals.contains { $0.row.id == id } }

  /// `row` with every update of its id, in order.
  func overlaid(_ row: ModelRow) -> ModelRow {
    var value = row
    for update in updates where update.id == row.id {
      switch update.edit {
      case .setTitle(_, let title): value.title = title
      case .star: value.isStarred = true
      case .remove, .insert: break
      }
    }
    return value
  }

  /// What a pager holding the server rows `held` shows.
  func shown(held: [ModelRow]) -> [ModelRow] {
    var result = locals.filter { $0.after == nil && !isHidden($0.row.id) }.map { overlaid($0.row) }
    for row in held {
      if !isHidden(row.id) { result.append(overlaid(row)) }
      result += locals.filter { $0.after == row.id && !isHidden($0.row.id) }.map {
        overlaid($0.row)
      }
    }
    return result
  }

  /// Applies `edit` under `token` as the pager would with `held` server rows; throws the
  /// error the pager must throw.
  mutating func apply(_ edit: Edit, token: Int, held: [ModelRow]) throws(PagerEditError) {
    func holds(_ id: Int) -> Bool { held.contains { $0.id == id } || isLocal(id) }
    switch edit {
    case .setTitle(let id, _), .star(let id):
      guard holds(id) else { throw .unknownID }
      updates.append(Update(id: id, token: token, edit: edit))
    case .remove(let id):
      guard holds(id), !isHidden(id) else { throw .unknownID }
      removals.append(Removal(id: id, token: token))
    case .insert(let id, let index):
      guard !holds(id) else { throw .duplicateID }
      let shown = shown(held: held)
      let row = ModelRow(id: id, title: "local\(id)")
      insert(Local(row: row, token: token, after: nil), at: min(max(index, 0), shown.count), shown)
    }
  }

  /// Places `local` at `index` of `shown`: after the row before it (a local insert there
  /// means the same server row, just after that insert), or first.
  mutating func insert(_ local: Local, at index: Int, _ shown: [ModelRow]) {
    var local = local
    guard index > 0, index - 1 < shown.count else {
      local.after = nil
      locals.insert(local, at: locals.firstIndex { $0.after == nil } ?? locals.count)
      return
    }
    let before = shown[index - 1].id
    if let position = locals.firstIndex(where: { $0.row.id == before }) {
      local.after = locals[position].after
      locals.insert(local, at: position + 1)
    } else {
      local.after = before
      locals.insert(local, at: locals.firstIndex { $0.after == before } ?? locals.count)
    }
  }

  /// Undoes every edit of `token`.
  mutating func rollback(_ token: Int) {
    pending.removeAll { $0 == token }
    updates.removeAll { $0.token == token }
    removals.removeAll { $0.token == token }
    locals.removeAll { $0.token == token }
  }

  /// The server now sends these rows: local inserts of the same ids give way to them.
  mutating func serverSends(_ held: [ModelRow]) {
    locals.removeAll { local in held.contains { $0.id == local.row.id } }
  }

  /// A refresh replaced the held rows `old` with `new`: removals end unless their mutation
  /// still runs; each local insert shown (or hidden by a running mutation) keeps its index
  /// among the rows shown; those following rows no longer held are gone.
  mutating func refresh(from old: [ModelRow], to new: [ModelRow]) {
    var kept: [(index: Int, local: Local)] = []
    var shownBefore = 0
    func running(_ id: Int) -> Bool {
      removals.contains { $0.id == id && pending.contains($0.token) }
    }
    func visit(_ anchor: Int?) {
      for local in locals where local.after == anchor {
        if !isHidden(local.row.id) || running(local.row.id) { kept.append((shownBefore, local)) }
        if !isHidden(local.row.id) { shownBefore += 1 }
      }
    }
    visit(nil)
    for row in old {
      if !isHidden(row.id) { shownBefore += 1 }
      visit(row.id)
    }
    removals.removeAll { !pending.contains($0.token) }
    locals = []
    for (index, local) in kept where !new.contains(where: { $0.id == local.row.id }) {
      insert(local, at: index, shown(held: new))
    }
  }
}
