import RefreshKit
import RefreshKitTesting
import Testing

/// The three UIKit diffable-data-source crashes (a duplicate identifier, reconfiguring an
/// identifier that is not there, applying while another apply runs) over any mix of what
/// happens to a list that loads both ways: pages at either end, trims, failures and retries,
/// edits and removals, and changes made from inside an apply (a cell provider that edits
/// the pager). ``SnapshotRecordingHost`` records an issue wherever UIKit would raise.
@MainActor
@Suite(
  "PagerListBinding: any sequence of changes gives updates a diffable data source applies",
  .timeLimit(.minutes(3)))
struct PagerListBindingRandomChangesTests {
  typealias MessagePager = Pager<String, Int, Message>

  /// One thing that happens to the screen.
  enum Step: CaseIterable {
    case scroll, edit, remove, changeDuringApply, failNextPage
  }

  @Test(
    "pages, trims, failures, edits and changes inside an apply never give an update UIKit rejects",
    arguments: 1...16)
  func randomChanges(seed: UInt64) async throws {
    let server = FlakyWindowServer(WindowServer(count: 300, pageSize: 10))
    let pager = try MessagePager(
      query: "room",
      configuration: PagerConfiguration(pageSize: 10, prefetchDistance: 3, maxItems: 40),
      initialKey: 15, loadPage: { try server.load($0) })
    let host = SnapshotRecordingHost<Int>(screenHeight: 6)
    let binding = host.bind(pager)
    binding.start()
    await pager.waitUntilIdle()
    var random = SplitMix64(seed: seed)
    for _ in 0..<40 {
      perform(
        Step.allCases[random.nextInt(below: Step.allCases.count)], on: pager,
        server: server, host: host, binding: binding, random: &random)
      await pager.waitUntilIdle()
    }
    #expect(host.rows == pager.rows, "the host shows the pager's rows")
    #expect(host.updates.count > 40, "the steps reached the host")
  }

  private func perform(
    _ step: Step, on pager: MessagePager, server: FlakyWindowServer,
    host: SnapshotRecordingHost<Int>, binding: PagerListBinding<String, Int, Message>,
    random: inout SplitMix64
  ) {
    switch step {
    case .scroll:
      host.scroll(toTop: random.nextInt(below: max(1, host.rows.count)))
    case .edit:
      if let id = randomID(in: pager, &random) { try? pager.update(id: id) { $0.revision += 1 } }
    case .remove:
      if let id = randomID(in: pager, &random) { try? pager.remove(id: id) }
    case .changeDuringApply:
      let (edited, removed) = (randomID(in: pager, &random), randomID(in: pager, &random))
      host.duringNextApply = {
        if let edited { try? pager.update(id: edited) { $0.revision += 1 } }
        if let removed { try? pager.remove(id: removed) }
      }
      if let id = randomID(in: pager, &random) { try? pager.update(id: id) { $0.revision += 1 } }
    case .failNextPage:
      server.failOnce(at: random.nextInt(below: 30) + 1)
      binding.retryTapped()
    }
  }

  private func randomID(in pager: MessagePager, _ random: inout SplitMix64) -> Int? {
    pager.items.isEmpty ? nil : pager.items[random.nextInt(below: pager.items.count)].id
  }
}
