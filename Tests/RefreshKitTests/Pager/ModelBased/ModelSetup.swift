import RefreshKit
import RefreshKitTesting

/// One configuration of the suite, with the random sizes a seed picks for it.
struct ModelSetup: Sendable, CustomStringConvertible {
  /// The three ways a list pages.
  enum Kind: String, Sendable, CaseIterable {
    /// `Page(items:next:)` from the top, every item kept.
    case forwardUnbounded
    /// From the top, pages that count their rows, at most `maxItems` held.
    case forwardWindow
    /// From an initial key in the middle, both ways, at most `maxItems` held, jumps (`pageAt`).
    case bothWaysWithJumps
    /// From the top, pages that count their rows, at most `maxItems` held (up to three pages
    /// more than the least), 1 to 4 appends pipelined (`cursorAfter`).
    case pipelinedWindow
  }

  let kind: Kind
  let server: ModelServer
  let configuration: PagerConfiguration
  let initialKey: Int?
  let honorsCancellation: Bool

  init(kind: Kind, random: inout SplitMix64) throws {
    self.kind = kind
    let pageSize = 2 + random.nextInt(below: 5)
    let prefetchDistance = random.nextInt(below: 3)
    let least = PagerConfiguration.leastMaxItems(
      pageSize: pageSize, prefetchDistance: prefetchDistance)
    let maxItems = kind == .forwardUnbounded ? nil : least + random.nextInt(below: pageSize + 1)
    let shortList = random.nextInt(below: 8) == 0
    let counts = [
      "a": shortList ? random.nextInt(below: pageSize + 1) : 10 + random.nextInt(below: 50),
      "b": random.nextInt(below: 40),
    ]
    // One run in three meets a server with empty pages at its ends (before the first row
    // only where pages name the one before).
    let emptyEnds = random.nextInt(below: 3) == 0
    server = ModelServer(
      counts: counts, pageSize: pageSize, countsRows: kind != .forwardUnbounded,
      emptyPagesBefore: emptyEnds && kind == .bothWaysWithJumps ? 1 + random.nextInt(below: 3) : 0,
      emptyPagesAfter: emptyEnds ? 1 + random.nextInt(below: 3) : 0)
    let jumpThreshold = pageSize * (1 + random.nextInt(below: 3))
    initialKey =
      kind == .bothWaysWithJumps
      ? server.firstRowPage
        + random.nextInt(below: min(server.rowPageCount(of: "a"), server.rowPageCount(of: "b")))
      : nil
    honorsCancellation = random.nextInt(below: 2) == 0
    // Drawn last, so the other kinds draw what they drew before.
    let pipelined = kind == .pipelinedWindow
    let depth = pipelined ? 1 + random.nextInt(below: 4) : 1
    let morePages = pipelined ? random.nextInt(below: 4) : 0
    configuration = try PagerConfiguration(
      pageSize: pageSize, prefetchDistance: prefetchDistance,
      maxItems: maxItems.map { $0 + morePages * pageSize }, jumpThreshold: jumpThreshold,
      pipelineDepth: depth)
  }

  /// Whether the pager computes the cursor after a page (pipelined appends).
  var pipelines: Bool { kind == .pipelinedWindow }

  /// Whether jumps are possible (the pager knows the page of a position).
  var jumps: Bool { kind == .bothWaysWithJumps }

  var description: String {
    "\(kind.rawValue): pageSize \(configuration.pageSize), prefetchDistance "
      + "\(configuration.prefetchDistance), maxItems \(configuration.maxItems.map(String.init) ?? "nil"), "
      + "pipelineDepth \(configuration.pipelineDepth), "
      + "initialKey \(initialKey.map(String.init) ?? "nil"), rows \(server.rows.mapValues(\.count).sorted { $0.key < $1.key }), "
      + "empty pages before \(server.emptyPagesBefore) and after \(server.emptyPagesAfter), "
      + "honorsCancellation \(honorsCancellation)"
  }
}
