/// The pure list behind a ``Pager``: the server's rows, the local edits laid over them,
/// and the items they show. Every operation returns the ``ListChange`` it made.
///
/// Rules (the ``Pager`` documentation repeats them for users):
/// - A page's item whose id is already listed keeps its first position and takes the newer value.
/// - Updates are overlays: re-applied to every newer copy of the item, across pages and refreshes,
///   until the query changes or they are rolled back.
/// - Removals hide the id until the next refresh; a later page sending it again does not show it.
///   A removal still waiting for its remote call also survives a refresh.
/// - Local inserts keep their place through later pages and refreshes until the server sends
///   the id, in any page: the server's copy then takes its server position. One hidden by a
///   removal still waiting for its remote call survives a refresh too, so a rollback shows it.
struct PagerList<Item: Identifiable & Sendable> where Item.ID: Sendable {
  typealias ID = Item.ID
  typealias Transform = (inout Item) -> Void

  struct Row {
    var value: Item
    var localToken: EditToken?
  }

  private(set) var items = IdentifiedItems<Item>()
  private var rows: [Row] = []
  private var rowIndex: [ID: Int] = [:]
  private var hidden: [ID: Set<EditToken>] = [:]
  private var overlays: [ID: [(token: EditToken, transform: Transform)]] = [:]
  private(set) var pendingTokens: Set<EditToken> = []
  private let isUpdated: (Item, Item) -> Bool

  init(isUpdated: @escaping (Item, Item) -> Bool) {
    self.isUpdated = isUpdated
  }

  /// Whether `id` is listed by the server or a local insert (shown or hidden).
  func hasRow(_ id: ID) -> Bool { rowIndex[id] != nil }

  /// A refresh: the page replaces the server's rows.
  mutating func replaceAll(with page: [Item]) -> ListChange<ID> {
    var locals: [(index: Int, row: Row)] = []
    var shownBefore = 0
    for row in rows {
      let tokens = hidden[row.value.id]
      if row.localToken != nil, tokens.map({ !$0.isDisjoint(with: pendingTokens) }) ?? true {
        locals.append((shownBefore, row))
      }
      if tokens == nil { shownBefore += 1 }
    }
    rows = []
    rowIndex = [:]
    for item in page { upsert(item) }
    hidden = hidden.compactMapValues { tokens in
      let pending = tokens.intersection(pendingTokens)
      return pending.isEmpty ? nil : pending
    }
    for (index, row) in locals where rowIndex[row.value.id] == nil {
      rows.insert(row, at: rowPosition(ofShownIndex: index))
      reindexRows()
    }
    return recompute()
  }

  /// A revalidation: the server's rows become `rows` (every page held, in order). Unlike a
  /// refresh it keeps every edit: local inserts stay at their places, removals stay hidden.
  mutating func replaceServerRows(with server: [Item]) -> ListChange<ID> {
    var locals: [(index: Int, row: Row)] = []
    var shownBefore = 0
    for row in rows {
      if row.localToken != nil { locals.append((shownBefore, row)) }
      if hidden[row.value.id] == nil { shownBefore += 1 }
    }
    rows = []
    rowIndex = [:]
    for item in server { upsert(item) }
    for (index, row) in locals where rowIndex[row.value.id] == nil {
      rows.insert(row, at: rowPosition(ofShownIndex: index))
      reindexRows()
    }
    return recompute()
  }

  /// A load-more: the page's new items go at the end, known ones are updated in place; a
  /// local insert the page sends moves to its server position.
  mutating func append(_ page: [Item]) -> ListChange<ID> {
    if page.contains(where: { rowIndex[$0.id].map { rows[$0].localToken != nil } ?? false }) {
      let sent = Set(page.map(\.id))
      rows.removeAll { $0.localToken != nil && sent.contains($0.value.id) }
      reindexRows()
      for item in page { upsert(item) }
      return recompute()
    }
    let oldCount = items.count
    var updated: [ID] = []
    var inserted = 0
    for item in page {
      upsert(item)
      guard hidden[item.id] == nil else { continue }
      let shown = overlaid(item)
      if let index = items.index(id: item.id) {
        if index < oldCount, isUpdated(items[index], shown) { updated.append(item.id) }
        items.replace(at: index, with: shown)
      } else {
        items.appendOrUpdate(shown)
        inserted += 1
      }
    }
    return .appending(inserted, to: oldCount, updatedIDs: updated)
  }

  /// Lays `transform` over the item `id` now and over every later copy of it.
  mutating func update(_ id: ID, token: EditToken, _ transform: @escaping Transform)
    throws(PagerEditError) -> ListChange<ID>
  {
    guard rowIndex[id] != nil else { throw .unknownID }
    overlays[id, default: []].append((token, transform))
    guard let index = items.index(id: id) else {
      return ListChange(oldCount: items.count, newCount: items.count)
    }
    var value = items[index]
    transform(&value)
    let changed = isUpdated(items[index], value)
    items.replace(at: index, with: value)
    return ListChange(
      oldCount: items.count, newCount: items.count, updatedIDs: changed ? [id] : [])
  }

  /// Hides `id` until the next refresh (or the rollback of `token`).
  mutating func remove(_ id: ID, token: EditToken) throws(PagerEditError) -> ListChange<ID> {
    guard rowIndex[id] != nil, hidden[id] == nil else { throw .unknownID }
    hidden[id, default: []].insert(token)
    return recompute()
  }

  /// Shows `item` at `index` of the items (clamped to the list).
  mutating func insert(_ item: Item, at index: Int, token: EditToken) throws(PagerEditError)
    -> ListChange<ID>
  {
    guard rowIndex[item.id] == nil else { throw .duplicateID }
    let shownIndex = min(max(index, 0), items.count)
    let rowPosition =
      shownIndex < items.count ? (rowIndex[items[shownIndex].id] ?? rows.count) : rows.count
    rows.insert(Row(value: item, localToken: token), at: rowPosition)
    reindexRows()
    return recompute()
  }

  /// Marks `token` as waiting for its remote call.
  mutating func beginPending(_ token: EditToken) { pendingTokens.insert(token) }

  /// The remote call of `token` succeeded: its edits stay, under the ordinary rules.
  mutating func confirm(_ token: EditToken) { pendingTokens.remove(token) }

  /// Undoes every edit made under `token`, whatever arrived since.
  mutating func rollback(_ token: EditToken) -> ListChange<ID> {
    pendingTokens.remove(token)
    overlays = overlays.compactMapValues { list in
      let kept = list.filter { $0.token != token }
      return kept.isEmpty ? nil : kept
    }
    hidden = hidden.compactMapValues { tokens in
      let kept = tokens.subtracting([token])
      return kept.isEmpty ? nil : kept
    }
    rows.removeAll { $0.localToken == token }
    reindexRows()
    return recompute()
  }

  /// Forgets everything: rows, edits and items (a new query).
  mutating func reset() -> ListChange<ID> {
    let change = ListChange<ID>(
      oldCount: items.count, newCount: 0, removedIndices: Array(items.indices))
    self = PagerList(isUpdated: isUpdated)
    return change
  }

  private mutating func upsert(_ item: Item) {
    if let index = rowIndex[item.id] {
      rows[index] = Row(value: item, localToken: nil)
    } else {
      rowIndex[item.id] = rows.count
      rows.append(Row(value: item, localToken: nil))
    }
  }

  /// The row position that shows a row at `shown` of the items: before the row shown there.
  private func rowPosition(ofShownIndex shown: Int) -> Int {
    var seen = 0
    for (position, row) in rows.enumerated() where hidden[row.value.id] == nil {
      if seen == shown { return position }
      seen += 1
    }
    return rows.count
  }

  private mutating func reindexRows() {
    rowIndex = Dictionary(minimumCapacity: rows.count)
    for (index, row) in rows.enumerated() { rowIndex[row.value.id] = index }
  }

  private func overlaid(_ item: Item) -> Item {
    guard let list = overlays[item.id] else { return item }
    var value = item
    for overlay in list { overlay.transform(&value) }
    return value
  }

  private mutating func recompute() -> ListChange<ID> {
    var shown = IdentifiedItems<Item>()
    for row in rows where hidden[row.value.id] == nil { shown.appendOrUpdate(overlaid(row.value)) }
    let change = ListChange(from: items, to: shown, id: { $0.id }, isUpdated: isUpdated)
    items = shown
    return change
  }
}
