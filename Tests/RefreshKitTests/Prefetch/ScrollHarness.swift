import RefreshKit

/// A row of the prefetch tests.
struct FeedRow: Identifiable, Equatable, Sendable {
  let id: Int
}

typealias FeedMachine = PagerMachine<String, Int, FeedRow>

/// A user scrolling a ``FeedMachine`` in virtual time over a network whose latency the test
/// sets: every event carries the virtual time, pages arrive when due, nothing sleeps.
struct ScrollHarness {
  var machine: FeedMachine
  /// Rows in the feed; pages are numbered from 1.
  let count: Int
  let pageSize: Int
  /// The latency of the loads started from now on.
  var latency: Duration = .milliseconds(100)
  /// The virtual time.
  private(set) var now: Duration = .zero
  /// The row last reported on screen.
  private(set) var position = 0
  /// When each load started, in order.
  private(set) var starts: [(load: PageRequest<String, Int>, at: Duration)] = []
  /// Rows reported on screen before they were held.
  private(set) var stalledRows = 0
  private var due: [PageRequest<String, Int>: Duration] = [:]

  init(
    configuration: PagerConfiguration, count: Int = 100_000, initialKey: Int? = nil,
    pipelined: Bool = false
  ) {
    self.count = count
    self.pageSize = configuration.pageSize
    let next: @Sendable (Int) -> Int = { $0 + 1 }
    machine = FeedMachine(
      query: "feed", configuration: configuration, initialKey: initialKey,
      cursorAfter: pipelined ? next : nil)
  }

  /// An adaptive pager of pages of 30 (appends pipelined) started over pages of `latency`,
  /// whose user then scrolled `rows` rows at `speed` rows per second.
  static func adaptive(latency: Duration, scrolled rows: Int, speed: Double) throws
    -> ScrollHarness
  {
    var harness = ScrollHarness(
      configuration: try PagerConfiguration(pageSize: 30), pipelined: true)
    harness.latency = latency
    harness.start()
    harness.scroll(rows, speed: speed)
    return harness
  }

  /// The appends in flight now.
  var appendsInFlight: Int { machine.loadsInFlight.filter { $0.direction == .append }.count }

  /// Loads the first page and shows `row` (an index among all rows).
  mutating func start(at row: Int = 0) {
    note(machine.at(now) { $0.refresh() })
    advance(by: latency)
    position = row
    note(machine.positionDidAppear(row, at: now))
  }

  /// Scrolls `rows` rows (negative: up) at `speed` rows per second.
  mutating func scroll(_ rows: Int, speed: Double, check: (ScrollHarness) -> Void = { _ in }) {
    let step = Duration.seconds(1 / speed)
    for _ in 0..<abs(rows) {
      advance(by: step)
      position += rows > 0 ? 1 : -1
      let held = position - machine.window.placeholdersBefore
      if !machine.window.items.indices.contains(held) { stalledRows += 1 }
      note(machine.positionDidAppear(position, at: now))
      check(self)
    }
  }

  /// Lets `time` pass, applying the pages that arrive meanwhile, in order.
  mutating func advance(by time: Duration) {
    let end = now + time
    while let (load, arrival) = due.min(by: { $0.value < $1.value }), arrival <= end {
      due[load] = nil
      now = arrival
      note(machine.loaded(load, page: page(load.cursor), at: now))
    }
    now = end
  }

  private mutating func note(_ actions: [FeedMachine.Action]) {
    for action in actions {
      switch action {
      case .load(let load):
        due[load] = now + latency
        starts.append((load, now))
      case .cancel(let load): due[load] = nil
      default: break
      }
    }
  }

  private func page(_ number: Int?) -> Page<FeedRow, Int> {
    let pages = (count + pageSize - 1) / pageSize
    let number = min(max(number ?? 1, 1), pages)
    let start = (number - 1) * pageSize
    let end = min(start + pageSize, count)
    return Page(
      items: (start..<end).map(FeedRow.init(id:)), previous: number > 1 ? number - 1 : nil,
      next: number < pages ? number + 1 : nil, itemsBefore: start, itemsAfter: count - end)
  }
}
