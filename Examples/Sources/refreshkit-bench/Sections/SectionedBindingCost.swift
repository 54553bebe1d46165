import RefreshKit
import RefreshKitSections

/// One row updated through `SectionedListBinding` over a `Pager` holding 1,000 items and one
/// holding 100,000, in sections of 100 with a separator every 10 items: what an app pays, the
/// pager's change of its items included.
@MainActor
enum SectionedBindingCost {
  /// A host that keeps the last change, as a table view applies it, and never the rows.
  private final class Host: SectionedListHost {
    var last: DerivedChange<Int, Int, Int>?
    func applySections(_ update: SectionedRowsUpdate<SyntheticRow, Int, Int>) {
      last = update.change
    }
    func showFooter(_ footer: RefreshPresentation.Footer) {}
    func showPlaceholder(_ placeholder: RefreshPresentation.Placeholder) {}
  }

  /// A pager holding `items` items, all loaded in one page, shown through the binding.
  @MainActor
  private final class BoundList {
    let pager: SyntheticPager
    let host = Host()
    let binding: SectionedListBinding<String, Int, SyntheticRow, Int, Int>
    var ids: IndexingIterator<[Int]>

    init(items: Int) async throws {
      let server = SyntheticServer(count: items, pageSize: items, ids: nil)
      pager = SyntheticPager(
        query: "sections", configuration: try PagerConfiguration(pageSize: items)
      ) { request in server.page(request.cursor) }
      let layout = DerivedRowsLayout<SyntheticRow, Int, Int>(
        sectionKey: { $0.id / 100 },
        separator: { _, after in after.flatMap { $0.id % 10 == 0 ? $0.id / 10 : nil } })
      binding = SectionedListBinding(pager: pager, layout: layout, host: host)
      binding.start()
      await pager.settle()
      ids = pager.items.map(\.id).makeIterator()
      guard pager.items.count == items, binding.rows.sectionCount == items / 100 else {
        throw BenchError.invalid("sectioned binding: \(items) items were not shown")
      }
    }

    /// Updates the next item (`pager.update(id:)`, the binding's change and the host's
    /// `applySections`) and checks that the host got exactly that update.
    func updateNext() throws {
      guard let id = ids.next() else { throw BenchError.invalid("sectioned binding: no rows") }
      try pager.update(id: id) { $0 = SyntheticRow(id: $0.id, title: "edited \($0.id)") }
      guard let change = host.last, change.updatedRows.map(\.id) == [id],
        change.insertedRows.isEmpty, change.removedRows.isEmpty
      else { throw BenchError.invalid("sectioned binding: the update of \(id) was lost") }
    }

    /// Microseconds of this thread's CPU time per update, over `count` updates.
    func timeUpdates(_ count: Int) throws -> Double {
      let start = CPUTime.thread()
      for _ in 0..<count { try updateNext() }
      return (CPUTime.thread() - start) * 1e6 / Double(count)
    }
  }

  /// The same pager of 100,000 items shown flat, through the core's `PagerListBinding`.
  @MainActor
  private final class FlatList: PagerListHost {
    let pager: SyntheticPager
    var binding: PagerListBinding<String, Int, SyntheticRow>?
    var last: ListChange<PagerRow<Int>>?
    var ids: IndexingIterator<[Int]>

    init(items: Int) async throws {
      let server = SyntheticServer(count: items, pageSize: items, ids: nil)
      pager = SyntheticPager(
        query: "flat", configuration: try PagerConfiguration(pageSize: items)
      ) { request in server.page(request.cursor) }
      ids = [].makeIterator()
      binding = PagerListBinding(pager: pager, host: self)
      binding?.start()
      await pager.settle()
      ids = pager.items.map(\.id).makeIterator()
      guard pager.items.count == items else {
        throw BenchError.invalid("flat binding: \(items) items were not shown")
      }
    }

    func applyRows(_ update: PagerRowsUpdate<Int>) { last = update.rows.change }
    func showFooter(_ footer: RefreshPresentation.Footer) {}
    func showPlaceholder(_ placeholder: RefreshPresentation.Placeholder) {}

    /// Microseconds of this thread's CPU time per update, over `count` updates.
    func timeUpdates(_ count: Int) throws -> Double {
      let start = CPUTime.thread()
      for _ in 0..<count {
        guard let id = ids.next() else { throw BenchError.invalid("flat binding: no rows") }
        try pager.update(id: id) { $0 = SyntheticRow(id: $0.id, title: "edited \($0.id)") }
        guard last?.updatedIDs == [.item(id)] else {
          throw BenchError.invalid("flat binding: the update of \(id) was lost")
        }
      }
      return (CPUTime.thread() - start) * 1e6 / Double(count)
    }
  }

  /// Microseconds per update through `SectionedListBinding` in 1,000 items and in 100,000,
  /// and through `PagerListBinding` in 100,000: the medians of `batches` batches of
  /// `batchSize` updates, the lists' batches alternating, after 10 untimed updates each.
  static func measure(batches: Int, batchSize: Int) async throws
    -> (small: Double, large: Double, flat: Double)
  {
    let small = try await BoundList(items: 1_000)
    let large = try await BoundList(items: 100_000)
    let flat = try await FlatList(items: 100_000)
    defer {
      small.binding.stop()
      large.binding.stop()
      flat.binding?.stop()
    }
    _ = try (small.timeUpdates(10), large.timeUpdates(10), flat.timeUpdates(10))
    var times: (small: [Double], large: [Double], flat: [Double]) = ([], [], [])
    for _ in 0..<batches {
      times.small.append(try small.timeUpdates(batchSize))
      times.large.append(try large.timeUpdates(batchSize))
      times.flat.append(try flat.timeUpdates(batchSize))
    }
    return (
      Statistics.median(times.small), Statistics.median(times.large),
      Statistics.median(times.flat)
    )
  }
}
