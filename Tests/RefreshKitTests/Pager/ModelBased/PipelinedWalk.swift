import RefreshKit
import RefreshKitTesting

/// One seeded walk of ``PipelinedWindowModelTests``: a `PagerMachine` with a window and
/// pipelined appends, scrolled from the top to the last row, forward only and at random
/// speeds, while its loads are answered in random order between the scrolls.
///
/// The reference is naive: a forward walk needs each of the server's pages once, so the
/// requests are counted per page number, and the rows held are the server's rows at their
/// positions, never more than `maxItems`.
struct PipelinedWalk {
  let seed: UInt64
  var random: SplitMix64
  let server: WindowServer
  var machine: MessageMachine
  let maxItems: Int
  let depth: Int
  /// How many requests each page number got (1 for a load without a cursor).
  var requests: [Int: Int] = [:]
  /// The row last shown.
  var position = 0
  /// The steps that left more than one append in flight, and those that trimmed the top.
  var pipelinedSteps = 0
  var trims = 0
  private var rowsBefore = 0
  var history: [String] = []

  init(seed: UInt64) throws {
    self.seed = seed
    var random = SplitMix64(seed: seed)
    let pageSize = 3 + random.nextInt(below: 18)
    let prefetch = random.nextInt(below: 2 * pageSize)
    depth = 1 + random.nextInt(below: 4)
    let least = PagerConfiguration.leastMaxItems(pageSize: pageSize, prefetchDistance: prefetch)
    // From the least window to one that holds three more pages, whole pages or not.
    maxItems = least + pageSize * random.nextInt(below: 4) + random.nextInt(below: pageSize)
    var server = WindowServer(
      count: 20 * pageSize + random.nextInt(below: 1_500), pageSize: pageSize)
    server.countsItems = random.nextInt(below: 2) == 0
    self.server = server
    let configuration = try PagerConfiguration(
      pageSize: pageSize, prefetchDistance: prefetch, maxItems: maxItems, pipelineDepth: depth)
    machine = MessageMachine(query: "q", configuration: configuration, cursorAfter: { $0 + 1 })
    self.random = random
    record(machine.refresh(), "refresh")
  }

  /// What the walk is, for a failure's message.
  var description: String {
    "pageSize \(server.pageSize), prefetch \(machine.configuration.prefetchDistance), "
      + "maxItems \(maxItems), depth \(depth), rows \(server.ids.count), "
      + "counts \(server.countsItems)"
  }

  /// Whether the last row is shown and held, and no load is in flight.
  var isDone: Bool {
    machine.window.reachedEnd && position == machine.window.positionCount - 1
      && !machine.hasLoadsInFlight
  }

  /// One step: the row shown moves down by up to a page (at most to the last row counted), or
  /// a random load in flight is answered (out of order: the pipeline holds the early ones).
  mutating func step() {
    let inFlight = machine.loadsInFlight
    if !inFlight.isEmpty, random.nextInt(below: 2) == 0 {
      let load = inFlight[random.nextInt(below: inFlight.count)]
      record(
        machine.loaded(load, page: server.answer(load)),
        "answer \(load.direction) \(load.cursor ?? 1)")
      return
    }
    let last = max(0, machine.window.positionCount - 1)
    position = min(position + 1 + random.nextInt(below: server.pageSize), last)
    record(machine.positionDidAppear(position), "appear \(position)")
  }

  /// Counts the loads `actions` start.
  mutating func record(_ actions: [MessageMachine.Action], _ event: String) {
    history.append(event)
    for load in actions.loads { requests[load.cursor ?? 1, default: 0] += 1 }
    if machine.window.placeholdersBefore > rowsBefore { trims += 1 }
    rowsBefore = machine.window.placeholdersBefore
    if machine.loadsInFlight.count(where: { $0.direction == .append }) > 1 { pipelinedSteps += 1 }
  }

  /// What breaks the reference now: rows that are not the server's at their positions, more
  /// than `maxItems` held, more appends in flight than the depth.
  func violations() -> [String] {
    var problems: [String] = []
    let window = machine.window
    let start = window.placeholdersBefore
    if machine.ids != Array(start..<(start + machine.ids.count)) {
      problems.append("items are not the server's rows at their positions: \(machine.ids)")
    }
    if machine.ids.count > maxItems {
      problems.append("\(machine.ids.count) rows held, maxItems \(maxItems)")
    }
    let appends = machine.loadsInFlight.count { $0.direction == .append }
    if appends > depth { problems.append("\(appends) appends in flight, depth \(depth)") }
    return problems
  }

  /// What breaks the reference once the walk reached the end: a page never requested, or
  /// requests beyond 1.05 for each page passed. Pages past the last one (the pipeline runs
  /// past the end when pages do not count their rows) are left out of the ratio, and at most
  /// `depth − 1` of them may go out.
  func requestProblems() -> [String] {
    var problems: [String] = []
    let pages = server.pageCount
    let missing = (1...pages).filter { requests[$0, default: 0] == 0 }
    if !missing.isEmpty { problems.append("pages never requested: \(missing)") }
    let passed = requests.filter { $0.key <= pages }.values.reduce(0, +)
    let ratio = Double(passed) / Double(pages)
    if ratio > 1.05 {
      let twice = requests.filter { $0.value > 1 }.keys.sorted()
      problems.append(
        "\(passed) requests for \(pages) pages passed (\(ratio)); pages requested again: \(twice)")
    }
    let beyond = requests.filter { $0.key > pages }.values.reduce(0, +)
    if beyond > (server.countsItems ? 0 : depth - 1) {
      problems.append("\(beyond) requests past the last page")
    }
    return problems
  }
}
