import RefreshKit
import Testing

/// Every interleaving of up to six events from a few starting states, on the real stack,
/// checked against the same invariants as the random test.
@MainActor
@Suite("Exhaustive: every interleaving of up to six events", .timeLimit(.minutes(10)))
struct InterleavingExplorationTests {
  /// A starting state: the events that lead to it.
  struct Start: CustomTestStringConvertible, Sendable {
    let name: String
    let prefix: [EngineEvent]
    var testDescription: String { name }
  }

  nonisolated static let starts = [
    Start(name: "initial", prefix: []),
    Start(name: "populated with a next page", prefix: [.refresh, .succeedNewest]),
    Start(name: "a failed load-more", prefix: [.refresh, .succeedNewest, .loadMore, .failNewest]),
    Start(name: "end of data", prefix: [.refresh, .succeedNewest, .loadMore, .succeedNewest]),
  ]

  /// The events explored: a trigger of each kind, answers in and out of order, a failure,
  /// a cancel.
  static let events: [EngineEvent] = [
    .refresh, .loadMore, .succeedNewest, .succeedOldest, .failNewest, .cancel,
  ]

  /// Whether `event` would change anything after `path`; answers need a pending request and
  /// a cancel needs a running transition. Skipping no-ops keeps each path distinct.
  static func isApplicable(_ event: EngineEvent, after model: ReferenceModel) -> Bool {
    switch event {
    case .refresh, .loadMore: true
    case .cancel: model.running != nil
    case .succeedOldest, .failOldest: model.pending.count > 1
    default: !model.pending.isEmpty
    }
  }

  /// Walks every path of up to `depth` `events` after `prefix`; returns the paths explored.
  static func explore(
    _ name: String, prefix: [EngineEvent], events: [EngineEvent], depth: Int, honors: Bool
  ) async -> Int {
    var explored = 0
    var frontier: [[EngineEvent]] = [[]]
    var failures = 0
    while let path = frontier.popLast(), failures < 3 {
      // The main actor is shared with every other main-actor suite: give it back between runs,
      // so that a long exploration never starves their time limits.
      await Task.yield()
      var harness = EngineHarness(lastPage: 2, honorsCancellation: honors)
      var problems: [String] = []
      for event in prefix + path where problems.isEmpty {
        problems = await harness.apply(event)
      }
      if problems.isEmpty && path.count < depth {
        for event in events where isApplicable(event, after: harness.model) {
          frontier.append(path + [event])
        }
      }
      if problems.isEmpty { problems = await harness.drain() }
      explored += 1
      if !problems.isEmpty {
        failures += 1
        Issue.record(
          "\(name), honors \(honors), path \(path):\n\(problems.joined(separator: "\n"))")
      }
    }
    print("explored \(explored) paths from \(name), honorsCancellation \(honors)")
    return explored
  }

  @Test(
    "up to six events after each starting state, both cancellation behaviours", arguments: starts)
  func exploreEveryInterleaving(from start: Start) async {
    for honors in [true, false] {
      let explored = await Self.explore(
        start.name, prefix: start.prefix, events: Self.events, depth: 6, honors: honors)
      #expect(explored > 100)
    }
  }

  /// A server that misbehaves: empty pages, repeated cursors, shifted items, failures.
  static let misbehaving: [EngineEvent] = [
    .refresh, .loadMore, .succeedNewest, .succeedNewestEmpty, .succeedNewestRepeatingCursor,
    .succeedNewestShifted, .failNewest,
  ]

  @Test(
    "a misbehaving server: up to five answers and triggers after each starting state",
    arguments: starts)
  func exploreMisbehavingServer(from start: Start) async {
    let explored = await Self.explore(
      start.name, prefix: start.prefix, events: Self.misbehaving, depth: 5, honors: false)
    #expect(explored > 100)
  }
}
