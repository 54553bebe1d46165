@_spi(Benchmarks) import RefreshKitSections

/// Checks, before anything is timed, that the steps the benchmark times do the job: the rows
/// that follow a change equal the rows derived from scratch, and the change names what changed.
enum SectionsVerification {
  /// Runs each step on `items` items both ways and compares.
  static func verify(items: Int) throws {
    var incremental = SectionsTiming.list(items)
    var scratch = incremental
    let update = incremental.updateOneRow()
    _ = scratch.updateOneRowFromScratch()
    guard update.updatedRows.count == 1, update.insertedRows.isEmpty, update.removedRows.isEmpty,
      update.insertedSections.isEmpty, update.removedSections.isEmpty
    else { throw BenchError.invalid("sections: one row updated in \(items) changed \(update)") }
    try expectSameRows(incremental, scratch, after: "an update in \(items)")

    let append = incremental.appendPage(SectionsTiming.pageSize)
    let difference = scratch.appendPageFromScratch(SectionsTiming.pageSize)
    let newSection = incremental.rows.sectionCount - 1
    guard append.insertedSections == [newSection], append.insertedRows.isEmpty,
      append.removedRows.isEmpty, difference.removals.isEmpty
    else { throw BenchError.invalid("sections: a page appended to \(items) changed \(append)") }
    try expectSameRows(incremental, scratch, after: "a page appended to \(items)")
  }

  private static func expectSameRows(
    _ followed: DerivedRowsBenchmark, _ derived: DerivedRowsBenchmark, after step: String
  ) throws {
    let (left, right) = (followed.rows.allRows, derived.rows.allRows)
    guard left.map(\.section) == right.map(\.section), left.map(\.rows) == right.map(\.rows)
    else {
      throw BenchError.invalid("sections: after \(step), the rows differ from scratch")
    }
  }
}
