import RefreshKit

/// One row updated through `PagerListBinding`, in a list of 1,000 rows and in one of 100,000,
/// both with placeholders: the binding turns the pager's change into the host's update from
/// the change itself, so the update must cost about the same in both.
@MainActor
enum BindingUpdateCost {
  /// The goal: time(100,000 rows) ÷ time(1,000 rows) at most this.
  static let ratioGoal = 2.0

  /// A host that keeps the last update, as a diffable data source keeps its snapshot.
  private final class Host: PagerListHost {
    var last: PagerRowsUpdate<Int>?
    func applyRows(_ update: PagerRowsUpdate<Int>) { last = update }
    func showFooter(_ footer: RefreshPresentation.Footer) {}
    func showPlaceholder(_ placeholder: RefreshPresentation.Placeholder) {}
  }

  /// A list of `rows` rows shown through a binding: a quarter of them held (the second page
  /// of four), the rest placeholders; it updates rows not updated before, one at a time.
  @MainActor
  private final class BoundList {
    let rows: Int
    let pager: SyntheticPager
    let host = Host()
    let binding: PagerListBinding<String, Int, SyntheticRow>
    var ids: IndexingIterator<[Int]>

    init(rows: Int) async throws {
      let server = SyntheticServer(count: rows, pageSize: rows / 4, ids: nil)
      self.rows = rows
      pager = SyntheticPager(
        query: "binding", configuration: try PagerConfiguration(pageSize: rows / 4),
        initialKey: 2
      ) { request in server.page(request.cursor) }
      binding = PagerListBinding(pager: pager, host: host)
      binding.start()
      await pager.settle()
      ids = pager.items.map(\.id).makeIterator()
      guard host.last?.rows.ids.count == rows, pager.placeholdersBefore > 0,
        pager.placeholdersAfter > 0
      else {
        throw BenchError.invalid("binding: \(rows) rows with placeholders were not shown")
      }
    }

    /// Updates the next row (`pager.update(id:)`, the binding's update and the host's
    /// `applyRows`) and checks that the host got exactly that update.
    func updateNext() throws {
      guard let id = ids.next() else { throw BenchError.invalid("binding: out of rows") }
      try pager.update(id: id) { $0 = SyntheticRow(id: $0.id, title: "edited \($0.id)") }
      let change = host.last?.rows.change
      guard change?.updatedIDs == [.item(id)], change?.insertedIndices.isEmpty == true,
        change?.removedIndices.isEmpty == true, host.last?.rows.ids.count == rows
      else { throw BenchError.invalid("binding: the update of \(id) did not reach the host") }
    }

    /// Microseconds of this thread's CPU time per update, over `count` updates.
    func timeUpdates(_ count: Int) throws -> Double {
      let start = CPUTime.thread()
      for _ in 0..<count { try updateNext() }
      return (CPUTime.thread() - start) * 1e6 / Double(count)
    }
  }

  /// Microseconds per update of one row in 1,000 rows and in 100,000: the medians of
  /// `batches` batches of `batchSize` updates each, the two lists' batches alternating so
  /// that the machine's drift reaches both, after 10 untimed updates of each.
  static func measure(batches: Int, batchSize: Int) async throws -> (small: Double, large: Double) {
    let small = try await BoundList(rows: 1_000)
    let large = try await BoundList(rows: 100_000)
    defer {
      small.binding.stop()
      large.binding.stop()
    }
    _ = try (small.timeUpdates(10), large.timeUpdates(10))
    var times: (small: [Double], large: [Double]) = ([], [])
    for _ in 0..<batches {
      times.small.append(try small.timeUpdates(batchSize))
      times.large.append(try large.timeUpdates(batchSize))
    }
    return (Statistics.median(times.small), Statistics.median(times.large))
  }

  /// The benchmark row: 100,000 rows against 1,000, and the note on the goal.
  static func run(quick: Bool) async throws -> (row: ResultRow, note: String) {
    let (batches, batchSize) = quick ? (5, 20) : (11, 20)
    let (small, large) = try await measure(batches: batches, batchSize: batchSize)
    let row = ResultRow(
      scenario: .changes,
      metric: "binding: one row updated, 100,000 rows vs 1,000 (with placeholders)",
      refreshKit: large, baseline: small, unit: "µs CPU per update",
      baselineName: "the same update, 1,000 rows")
    let ratio = large / small
    let note =
      "Binding: `pager.update(id:)` of one row through `PagerListBinding` to a host that keeps "
      + "the last update, in lists of 1,000 and 100,000 rows (a quarter held, the rest "
      + "placeholders before and after); medians of \(batches) batches of \(batchSize) updates "
      + "each, the two lists' batches alternating, each update of a row not updated before. The binding turns the pager's `ListChange` into "
      + "the update without building or comparing rows. Goal time(100,000) ÷ time(1,000) ≤ "
      + "\(Format.number(ratioGoal, decimals: 0)): "
      + (ratio <= ratioGoal ? "met" : "NOT met") + " (\(Format.number(ratio, decimals: 2)); "
      + "\(Format.number(small, decimals: 1)) and \(Format.number(large, decimals: 1)) µs)."
    return (row, note)
  }
}
