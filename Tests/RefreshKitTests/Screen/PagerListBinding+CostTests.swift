import RefreshKit
import RefreshKitLocking
import Testing

/// A row id that counts how often it is hashed. Comparing two lists of rows by id hashes
/// every row at least once, so an update that hashes a handful of ids compared no rows.
private struct CountedID: Hashable, Sendable {
  static let hashes = Locked(0)
  let value: Int

  func hash(into hasher: inout Hasher) {
    Self.hashes.withLock { $0 += 1 }
    hasher.combine(value)
  }
}

private struct CountedRow: Identifiable, Equatable, Sendable {
  let id: CountedID
  var title = ""
}

/// A host that keeps the last update and can change the pager from inside an apply.
@MainActor
private final class LastUpdateHost: PagerListHost {
  var last: PagerRowsUpdate<CountedID>?
  var updates = 0
  var duringNextApply: (@MainActor () -> Void)?

  func applyRows(_ update: PagerRowsUpdate<CountedID>) {
    last = update
    updates += 1
    if let run = duringNextApply {
      duringNextApply = nil
      run()
    }
  }
  func showFooter(_ footer: RefreshPresentation.Footer) {}
  func showPlaceholder(_ placeholder: RefreshPresentation.Placeholder) {}
}

/// What an update costs the binding, counted in ids hashed rather than timed: it follows the
/// pager's change and never compares the rows, so one row updated among 10,000 rows (most of
/// them placeholders) hashes a few ids, inside an apply too.
@MainActor
@Suite(
  "PagerListBinding: an update costs its change, not the rows", .serialized,
  .timeLimit(.minutes(2)))
struct PagerListBindingCostTests {
  /// 10,000 rows in 4 pages of 2,500; the second page is held, the rest are placeholders.
  private func start() async throws -> (
    Pager<String, Int, CountedRow>, LastUpdateHost, PagerListBinding<String, Int, CountedRow>
  ) {
    let pager = Pager<String, Int, CountedRow>(
      query: "rows", configuration: try PagerConfiguration(pageSize: 2_500), initialKey: 2
    ) { request in
      let page = request.cursor ?? 1
      return Page(
        items: ((page - 1) * 2_500..<page * 2_500).map { CountedRow(id: CountedID(value: $0)) },
        previous: page > 1 ? page - 1 : nil, next: page < 4 ? page + 1 : nil,
        itemsBefore: (page - 1) * 2_500, itemsAfter: (4 - page) * 2_500)
    }
    let host = LastUpdateHost()
    let binding = PagerListBinding(pager: pager, host: host)
    binding.start()
    await pager.waitUntilIdle()
    // The pager's first edit lays the edits over every item once; the binding's are counted.
    try pager.update(id: CountedID(value: 2_500)) { $0.title = "warm" }
    return (pager, host, binding)
  }

  @Test("one row updated among 10,000 rows hashes a few ids")
  func oneRowUpdated() async throws {
    let (pager, host, binding) = try await start()
    defer { binding.stop() }
    #expect(host.last?.rows.ids.count == 10_000 && pager.placeholdersAfter == 5_000)
    let before = CountedID.hashes.withLock { $0 }
    try pager.update(id: CountedID(value: 3_000)) { $0.title = "edited" }
    let hashed = CountedID.hashes.withLock { $0 } - before
    #expect(hashed < 25, "\(hashed) ids hashed for one row")
    #expect(host.last?.rows.change.updatedIDs == [.item(CountedID(value: 3_000))])
    #expect(host.last?.rows.style == .animated)
  }

  @Test("changes made while the host applies are composed, not compared: a few ids hashed")
  func heldBackUpdatesAreComposed() async throws {
    let (pager, host, binding) = try await start()
    defer { binding.stop() }
    let updates = host.updates
    host.duringNextApply = {
      try? pager.update(id: CountedID(value: 3_001)) { $0.title = "edited" }
      try? pager.update(id: CountedID(value: 3_002)) { $0.title = "edited" }
    }
    let before = CountedID.hashes.withLock { $0 }
    try pager.update(id: CountedID(value: 3_000)) { $0.title = "edited" }
    let hashed = CountedID.hashes.withLock { $0 } - before
    #expect(hashed < 75, "\(hashed) ids hashed for three rows")
    #expect(host.updates == updates + 2, "the two held back arrive as one update")
    let held = [3_001, 3_002].map { PagerRow.item(CountedID(value: $0)) }
    #expect(host.last?.rows.change.updatedIDs == held)
  }
}
