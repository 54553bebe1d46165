import RefreshKit

/// The identity rules of ``Pager``'s documentation, written as plainly as possible: an ordered
/// list of rows (server rows and local inserts), the ids hidden by removals and the edits laid
/// over values. The items are recomputed from scratch every time.
struct PagerReferenceList {
  /// An edit's token: every plain edit gets its own, a mutation's edits share one.
  typealias Token = Int

  /// A server row, or a local insert made under `localToken`.
  struct Row {
    var value: Article
    var localToken: Token?
  }

  /// What an update sets.
  struct Overlay {
    var token: Token
    var starred: Bool
    var title: String?

    func apply(to item: inout Article) {
      if let title { item.title = title } else { item.isStarred = starred }
    }
  }

  private(set) var rows: [Row] = []
  private(set) var hidden: [Int: Set<Token>] = [:]
  private(set) var overlays: [Int: [Overlay]] = [:]
  private(set) var pending: Set<Token> = []

  /// What the screen shows: the rows not hidden, with their edits applied in order.
  var items: [Article] {
    rows.filter { hidden[$0.value.id] == nil }.map { overlaid($0.value) }
  }

  /// Whether `id` is listed (shown or hidden) by the server or a local insert.
  func hasRow(_ id: Int) -> Bool { rows.contains { $0.value.id == id } }

  /// A load-more: a known id keeps its first position and takes the newer value; a local
  /// insert the page sends goes where the server puts it.
  mutating func append(_ page: [Article]) {
    let sent = Set(page.map(\.id))
    rows.removeAll { $0.localToken != nil && sent.contains($0.value.id) }
    for item in page {
      if let index = rows.firstIndex(where: { $0.value.id == item.id }) {
        rows[index] = Row(value: item, localToken: nil)
      } else {
        rows.append(Row(value: item, localToken: nil))
      }
    }
  }

  /// A refresh: the page replaces the server rows; removals end unless still pending; local
  /// inserts the server does not send keep their index (one hidden by a pending removal too,
  /// so that the removal's rollback can bring it back).
  mutating func replace(with page: [Article]) {
    let sent = Set(page.map(\.id))
    var survivors: [(index: Int, row: Row)] = []
    var shownBefore = 0
    for row in rows {
      let tokens = hidden[row.value.id]
      if row.localToken != nil, !sent.contains(row.value.id),
        tokens == nil || tokens?.isDisjoint(with: pending) == false
      {
        survivors.append((shownBefore, row))
      }
      if tokens == nil { shownBefore += 1 }
    }
    rows = []
    append(page)
    hidden = hidden.compactMapValues { tokens in
      let kept = tokens.intersection(pending)
      return kept.isEmpty ? nil : kept
    }
    for survivor in survivors {
      rows.insert(survivor.row, at: rowPosition(ofShownIndex: survivor.index))
    }
  }

  mutating func update(_ overlay: Overlay, id: Int) throws(PagerEditError) {
    guard hasRow(id) else { throw .unknownID }
    overlays[id, default: []].append(overlay)
  }

  mutating func remove(_ id: Int, token: Token) throws(PagerEditError) {
    guard hasRow(id), hidden[id] == nil else { throw .unknownID }
    hidden[id] = [token]
  }

  mutating func insert(_ item: Article, at index: Int, token: Token) throws(PagerEditError) {
    guard !hasRow(item.id) else { throw .duplicateID }
    let shown = min(max(index, 0), items.count)
    rows.insert(Row(value: item, localToken: token), at: rowPosition(ofShownIndex: shown))
  }

  mutating func beginPending(_ token: Token) { pending.insert(token) }

  mutating func confirm(_ token: Token) { pending.remove(token) }

  /// Undoes exactly the edits made under `token`.
  mutating func rollback(_ token: Token) {
    pending.remove(token)
    overlays = overlays.compactMapValues { list in
      let kept = list.filter { $0.token != token }
      return kept.isEmpty ? nil : kept
    }
    hidden = hidden.compactMapValues { tokens in
      let kept = tokens.subtracting([token])
      return kept.isEmpty ? nil : kept
    }
    rows.removeAll { $0.localToken == token }
  }

  private func overlaid(_ item: Article) -> Article {
    var value = item
    for overlay in overlays[item.id] ?? [] { overlay.apply(to: &value) }
    return value
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
}
