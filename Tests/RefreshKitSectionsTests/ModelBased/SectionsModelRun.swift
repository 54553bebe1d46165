import RefreshKitTesting

@testable import RefreshKit
@testable import RefreshKitSections

/// One seeded run of ``SectionsModelTests``: a server of pages, a window over it, and the
/// harness that checks every step.
struct SectionsModelRun {
  /// The layouts the runs use.
  enum Shape: String, CaseIterable, CustomStringConvertible {
    case dayLines, letters, daysWithLines
    var description: String { rawValue }

    var layout: EntryLayout {
      switch self {
      case .dayLines: .dayLines(endLine: true)
      case .letters: .letters
      case .daysWithLines: .daysWithLines
      }
    }
  }

  static let operations = ["append", "prepend", "refresh", "edit", "filter"]
  static let filters: [@Sendable (SectionEntry) -> Bool] = [
    { _ in true }, { !$0.muted }, { $0.id % 3 != 0 }, { _ in false }, { $0.day % 2 == 0 },
  ]
  static let pageSize = 8

  var random: SplitMix64
  var server: EntryServer
  var harness: SectionsHarness
  let shape: Shape
  var nextID = 100_000

  init(seed: UInt64, shape: Shape) {
    random = SplitMix64(seed: seed)
    self.shape = shape
    server = EntryServer(pageCount: 20, pageSize: Self.pageSize, perDay: 3 + Int(seed % 5))
    server.counts = seed % 3 != 0
    let maxItems = [nil, 24, 40][Int(seed % 7) % 3]
    harness = SectionsHarness(layout: shape.layout, maxItems: maxItems)
    let first = server.page(5)
    last = { $0.replace(with: first, key: 5, itemsBefore: 4 * Self.pageSize) }
  }

  /// Takes one random step; returns its name.
  mutating func step() -> String {
    let roll = random.nextInt(below: 100)
    let position = random.nextInt(below: max(harness.window.positionCount, 1))
    switch roll {
    case 0..<18:
      guard let key = harness.window.nextCursor else { return "append" }
      let page = server.page(key)
      last = { $0.append(page, key: key, protecting: position) }
      return "append"
    case 18..<22:
      guard let key = harness.window.nextCursor else { return "append" }
      var pages = [(page: server.page(key), key: Optional(key))]
      if key < server.pages.count { pages.append((server.page(key + 1), key + 1)) }
      last = { $0.append(contentsOf: pages, protecting: position) }
      return "append"
    case 22..<42:
      guard let key = harness.window.previousCursor else { return "prepend" }
      let page = server.page(key)
      last = { $0.prepend(page, key: key, protecting: position) }
      return "prepend"
    case 42..<48:
      let key = 1 + random.nextInt(below: server.pages.count)
      let page = server.page(key)
      let before = (key - 1) * Self.pageSize
      last = { $0.replace(with: page, key: key, itemsBefore: before) }
      return "refresh"
    case 48..<51:
      let pages = harness.window.pages.compactMap { held in
        held.key.map { PageWindow<SectionEntry, Int>.LoadedPage(key: $0, page: server.page($0)) }
      }
      let before = harness.window.placeholdersBefore
      last = { $0.replace(with: pages, itemsBefore: before) }
      return "refresh"
    case 51..<52:
      last = { $0.reset() }
      return "refresh"
    case 52..<88:
      editHeldPage()
      return "edit"
    default:
      let filter = Self.filters[random.nextInt(below: Self.filters.count)]
      pendingLayout = shape.layout.filtered(by: filter)
      return "filter"
    }
  }

  /// The window edit of this step, and the layout of a filter step.
  var last: ((inout PageWindow<SectionEntry, Int>) -> ListChange<Int>)?
  var pendingLayout: EntryLayout?

  /// Edits one page the window holds on the server (1 to 3 updates, re-keys, inserts, removals
  /// or swaps), and revalidates it in the window.
  private mutating func editHeldPage() {
    guard !harness.window.pages.isEmpty else { return }
    let index = random.nextInt(below: harness.window.pages.count)
    guard let key = harness.window.pages[index].key else { return }
    var page = server.pages[key - 1]
    for _ in 0..<(1 + random.nextInt(below: 3)) {
      let at = random.nextInt(below: max(page.count, 1))
      switch random.nextInt(below: 6) {
      case 0 where !page.isEmpty: page[at].muted.toggle()
      case 1 where !page.isEmpty:
        page[at].name = ["Al", "Bea", "Cid", "Dee", "Eve"][random.nextInt(below: 5)]
      case 2 where !page.isEmpty: page[at].day += random.nextInt(below: 3) - 1
      case 3 where !page.isEmpty: page.remove(at: at)
      case 4 where page.count > 1:
        page.swapAt(at, random.nextInt(below: page.count))
      default:
        nextID += 1
        let day = page.isEmpty ? 0 : page[min(at, page.count - 1)].day
        page.insert(SectionEntry(id: nextID, day: day, name: "Fay"), at: min(at, page.count))
      }
    }
    server.pages[key - 1] = page
    let fresh = server.page(key)
    last = { $0.replacePage(at: index, with: fresh, key: key, dropsAfter: false) }
  }

  /// Applies this step to the harness and checks it, then the positions.
  mutating func check() throws {
    if let edit = last {
      last = nil
      try harness.step(edit)
    }
    if let layout = pendingLayout {
      pendingLayout = nil
      try harness.relayout(layout)
    }
    try checkPositions()
  }

  /// Every shown item and placeholder maps to its pager position and back; a hidden item maps
  /// to its nearest shown neighbour (the one before on a tie).
  private mutating func checkPositions() throws {
    let rows = harness.rows
    let shown = harness.truth
    guard !shown.isEmpty else { return }
    for _ in 0..<6 {
      let section = random.nextInt(below: shown.count)
      let row = random.nextInt(below: shown[section].rows.count)
      let id = shown[section].rows[row]
      let index = DerivedIndex(section: section, row: row)
      guard let position = rows.pagerPosition(of: index) else {
        throw ShadowError(description: "no pager position for \(index)")
      }
      let expected: Int
      switch id {
      case .separator: continue
      case .placeholder(let at): expected = at
      case .item(let itemID):
        expected = rows.placeholdersBefore + (rows.items.index(id: itemID) ?? -1)
      }
      guard position == expected else {
        throw ShadowError(description: "\(id) at \(index) maps to position \(position)")
      }
      let back = rows.index(ofPagerPosition: position)
      guard back == index else {
        throw ShadowError(description: "\(id) at \(index) maps back to \(String(describing: back))")
      }
    }
    let items = rows.items.array
    for _ in 0..<4 {
      let offset = random.nextInt(below: max(items.count, 1))
      guard items.indices.contains(offset), !rows.layout.isShown(items[offset]) else { continue }
      let item = items[offset]
      let nearest = (0..<items.count).lazy
        .flatMap { [offset - $0, offset + $0] }
        .first { items.indices.contains($0) && rows.layout.isShown(items[$0]) }
      let expected = nearest.flatMap { rows.index(ofItem: items[$0].id) }
      guard rows.index(ofPagerPosition: rows.placeholdersBefore + offset) == expected else {
        throw ShadowError(
          description: "hidden item \(item) does not map to its nearest shown neighbour")
      }
    }
  }
}
