/// The local edits a ``Pager`` lays over the server's items: updates, removals and inserts,
/// each under the token of the edit (or optimistic mutation) that made it, so it is undone alone.
///
/// Rules (the ``Pager`` documentation repeats them for users):
/// - Updates are overlays by id: re-applied to every newer copy of the item, across pages,
///   trims and refreshes, until the query changes or they are rolled back.
/// - Removals hide the id until the next refresh; a later page sending it again, or a trim
///   and a reload of its page, does not show it. A removal still waiting for its remote call
///   also survives a refresh.
/// - A local insert follows the row shown before it when it was inserted (or leads the list)
///   through later pages, and keeps its index through refreshes, until the server sends its
///   id, in any page: the server's copy then takes its server position. While the row it
///   follows is trimmed away, it is not shown either.
struct ItemEdits<Item: Identifiable & Equatable & Sendable> where Item.ID: Sendable {
  typealias ID = Item.ID
  typealias Transform = (inout Item) -> Void

  /// One local insert.
  struct Local {
    var item: Item
    var token: EditToken
  }

  private var overlays: [ID: [(token: EditToken, transform: Transform)]] = [:]
  private var hidden: [ID: Set<EditToken>] = [:]
  /// Local inserts by the server id they follow (`nil`: before every server item), in order.
  private var locals: [ID?: [Local]] = [:]
  /// The server id each local insert follows.
  private var anchors: [ID: ID?] = [:]
  /// The tokens of optimistic mutations whose remote call is still running.
  private(set) var pending: Set<EditToken> = []

  /// Whether no edit is in force: the shown items are the server's.
  var isEmpty: Bool { overlays.isEmpty && hidden.isEmpty && anchors.isEmpty }

  /// Whether `id` is hidden by a removal.
  func isHidden(_ id: ID) -> Bool { hidden[id] != nil }

  /// Whether `id` is a local insert.
  func isLocal(_ id: ID) -> Bool { anchors[id] != nil }

  /// The server id the local insert `id` follows: `.some(nil)` when it leads the list, `nil`
  /// when `id` is not a local insert.
  func anchor(ofLocal id: ID) -> ID?? { anchors[id] }

  /// Whether local inserts follow the server row `id`.
  func hasLocals(after id: ID) -> Bool { locals[id] != nil }

  /// `item` with every update of its id laid over it.
  func overlaid(_ item: Item) -> Item {
    guard let list = overlays[item.id] else { return item }
    var value = item
    for overlay in list { overlay.transform(&value) }
    return value
  }

  /// The items to show for the server's `server` items, each first passed through `resolve`
  /// (a shared ``EntityStore``'s value; `nil` hides the row).
  func shown(
    from server: IdentifiedItems<Item>, resolve: ((Item) -> Item?)? = nil
  ) -> IdentifiedItems<Item> {
    var result = IdentifiedItems<Item>()
    func appendLocals(after anchor: ID?) {
      for local in locals[anchor] ?? [] where hidden[local.item.id] == nil {
        result.appendOrUpdate(overlaid(local.item))
      }
    }
    appendLocals(after: nil)
    for item in server {
      if hidden[item.id] == nil, let value = resolve.map({ $0(item) }) ?? item {
        result.appendOrUpdate(overlaid(value))
      }
      if !locals.isEmpty { appendLocals(after: item.id) }
    }
    return result
  }

  /// Forgets the local inserts whose id the server now sends; returns whether there were any.
  mutating func dropLocals(sentBy server: IdentifiedItems<Item>) -> Bool {
    let sent = anchors.keys.filter { server.contains(id: $0) }
    for id in sent { removeLocal(id) }
    return !sent.isEmpty
  }

  /// Lays `transform` over the item `id` now and over every later copy of it.
  mutating func update(_ id: ID, token: EditToken, _ transform: @escaping Transform) {
    overlays[id, default: []].append((token, transform))
  }

  /// Hides `id` (until the next refresh, or the rollback of `token`).
  mutating func remove(_ id: ID, token: EditToken) {
    hidden[id, default: []].insert(token)
  }

  /// Shows `item` at `index` of `shown`, the items shown now.
  mutating func insert(
    _ item: Item, at index: Int, token: EditToken, shown: IdentifiedItems<Item>
  ) {
    let local = Local(item: item, token: token)
    guard index > 0, shown.indices.contains(index - 1) else {
      insertLocal(local, after: nil, at: 0)
      return
    }
    let before = shown[index - 1].id
    if let anchor = anchors[before],
      let position = locals[anchor]?.firstIndex(where: {
        $0.item.id == before
      })
    {
      insertLocal(local, after: anchor, at: position + 1)
    } else {
      insertLocal(local, after: before, at: 0)
    }
  }

  /// Marks `token` as waiting for its remote call.
  mutating func beginPending(_ token: EditToken) { pending.insert(token) }

  /// The remote call of `token` succeeded: its edits stay, under the ordinary rules.
  mutating func confirm(_ token: EditToken) { pending.remove(token) }

  /// Undoes every edit made under `token`.
  mutating func rollback(_ token: EditToken) {
    pending.remove(token)
    overlays = overlays.compactMapValues { list in
      let kept = list.filter { $0.token != token }
      return kept.isEmpty ? nil : kept
    }
    hidden = hidden.compactMapValues { tokens in
      let kept = tokens.subtracting([token])
      return kept.isEmpty ? nil : kept
    }
    for (id, _) in anchors where localToken(of: id) == token { removeLocal(id) }
  }

  /// A refresh replaced the server's items `old` with `new`: removals end unless their remote
  /// call is still running; local inserts keep their indices among the items shown (those a
  /// finished removal hid go).
  mutating func refresh(from old: IdentifiedItems<Item>, to new: IdentifiedItems<Item>) {
    var kept: [(index: Int, local: Local)] = []
    var shownBefore = 0
    func keepLocals(after anchor: ID?) {
      for local in locals[anchor] ?? [] {
        let tokens = hidden[local.item.id]
        if tokens.map({ !$0.isDisjoint(with: pending) }) ?? true {
          kept.append((shownBefore, local))
        }
        if tokens == nil { shownBefore += 1 }
      }
    }
    keepLocals(after: nil)
    for item in old {
      if hidden[item.id] == nil { shownBefore += 1 }
      keepLocals(after: item.id)
    }
    hidden = hidden.compactMapValues { tokens in
      let stillPending = tokens.intersection(pending)
      return stillPending.isEmpty ? nil : stillPending
    }
    locals = [:]
    anchors = [:]
    for (index, local) in kept where !new.contains(id: local.item.id) {
      insert(local.item, at: index, token: local.token, shown: shown(from: new))
    }
  }

  private func localToken(of id: ID) -> EditToken? {
    guard let anchor = anchors[id] else { return nil }
    return locals[anchor]?.first { $0.item.id == id }?.token
  }

  private mutating func insertLocal(_ local: Local, after anchor: ID?, at position: Int) {
    locals[anchor, default: []].insert(local, at: position)
    anchors[local.item.id] = anchor
  }

  private mutating func removeLocal(_ id: ID) {
    guard let anchor = anchors.removeValue(forKey: id) else { return }
    locals[anchor]?.removeAll { $0.item.id == id }
    if locals[anchor]?.isEmpty == true { locals[anchor] = nil }
  }
}
