/// Scenario 10: RefreshKitSections' derived rows (sections and separators over a pager's
/// items) follow a change in time that follows the change and the sections it touches, not the
/// list's length; and against deriving every row again and diffing with `CollectionDifference`.
@MainActor
struct SectionsScenario {
  /// Fewer repetitions.
  let quick: Bool

  /// The goal: time(100,000 items) ÷ time(1,000 items) at most this, for an update and an
  /// append.
  static let ratioGoal = 2.0

  /// Verifies, times and reports.
  func run() async throws -> ScenarioReport {
    try SectionsVerification.verify(items: 1_000)
    try SectionsVerification.verify(items: 100_000)
    let (batches, batchSize) = quick ? (5, 20) : (11, 50)
    let appendCount = quick ? 21 : 101
    let scratchRepetitions = quick ? 3 : 7
    let update = try SectionsTiming.updates(batches: batches, batchSize: batchSize)
    let append = try SectionsTiming.appends(appendCount)
    let scratch = try SectionsTiming.fromScratch(scratchRepetitions)
    let binding = try await SectionedBindingCost.measure(batches: batches, batchSize: batchSize)
    let rows = [
      row(
        "one row updated, 100,000 items in 1,000 sections vs 1,000 in 10, median",
        update.large.whole, update.small.whole, "the same update, 1,000 items"),
      row(
        "the same, following the change only (`DerivedRows.apply`)",
        update.large.following, update.small.following, "the same, 1,000 items"),
      row(
        "a page of 100 appended, 100,000 items vs 1,000, median",
        append.large.whole, append.small.whole, "the same append, 1,000 items"),
      row(
        "the same, following the change only (`DerivedRows.apply`)",
        append.large.following, append.small.following, "the same, 1,000 items"),
      row(
        "one row updated, 100,000 items, vs derived from scratch + CollectionDifference",
        update.large.whole, scratch.update, "every row derived again, diffed"),
      row(
        "a page of 100 appended, 100,000 items, vs derived from scratch + CollectionDifference",
        append.large.whole, scratch.append, "every row derived again, diffed"),
      row(
        "binding: one row updated through a Pager, 100,000 items vs 1,000, median",
        binding.large, binding.small, "the same update, 1,000 items"),
      row(
        "binding: the same, 100,000 items, vs the core's PagerListBinding (no sections)",
        binding.large, binding.flat, "PagerListBinding, same pager"),
    ]
    let notes =
      notes(
        update: update, append: append, scratch: scratch,
        counts: (batches, batchSize, appendCount, scratchRepetitions)) + [
        "Binding: `pager.update(id:)` of one item of a `Pager` holding 1,000 or 100,000 items "
          + "(one page), shown through `SectionedListBinding` with the same layout, to a host "
          + "that keeps the last `DerivedChange` (never the rows); medians of \(batches) "
          + "batches of \(batchSize) updates, alternating, each update of an item not updated "
          + "before. What an app pays, the pager's own change included. Goal ≤ "
          + "\(Format.number(Self.ratioGoal, decimals: 0))×: "
          + (binding.large / binding.small <= Self.ratioGoal ? "met" : "NOT met")
          + " (\(Format.number(binding.large / binding.small, decimals: 2)); "
          + "\(Format.figure(binding.small)) and \(Format.figure(binding.large)) µs). The "
          + "same updates of the same pager of 100,000 items shown flat through the core's "
          + "`PagerListBinding` (a host that keeps the last `ListChange`), batches alternating "
          + "with the others: \(Format.figure(binding.flat)) µs.",
        "Nothing in the binding's step is proportional to the list: the derived rows hold "
          + "no items between changes (they place a change from the pager's change alone: the "
          + "ids it removed and its index map), so the pager changes its items in place. Until "
          + "2026-11-28 they kept the items they last followed, and every change of the pager "
          + "copied them (8.9× from 1,000 to 100,000 items, 2.8 ms at 100,000). The rest of "
          + "the gap to the flat binding is the touched section laid out again and diffed, and "
          + "the shown count of each change.",
      ]
    return ScenarioReport(scenario: .sections, rows: rows, notes: notes)
  }

  private func row(_ metric: String, _ ours: Double, _ baseline: Double, _ name: String)
    -> ResultRow
  {
    ResultRow(
      scenario: .sections, metric: metric, refreshKit: ours, baseline: baseline,
      unit: "µs CPU", baselineName: name)
  }

  private func notes(
    update: (small: SectionsTiming.Step, large: SectionsTiming.Step),
    append: (small: SectionsTiming.Step, large: SectionsTiming.Step),
    scratch: (update: Double, append: Double),
    counts: (batches: Int, batchSize: Int, appends: Int, scratch: Int)
  ) -> [String] {
    let goal = Format.number(Self.ratioGoal, decimals: 0)
    func verdict(_ ratio: Double) -> String {
      (ratio <= Self.ratioGoal ? "met" : "NOT met") + " (\(Format.number(ratio, decimals: 2)))"
    }
    func times(_ step: SectionsTiming.Step) -> String {
      "\(Format.figure(step.whole)) µs whole, \(Format.figure(step.following)) µs following"
    }
    return [
      "`DerivedRowsBenchmark` (`@_spi(Benchmarks)` of RefreshKitSections): items `{ id: Int, "
        + "section: Int, revision: Int }` in sections of 100 (`sectionKey: { $0.section }`) "
        + "with a separator before every tenth item, so 1,000 items show 10 sections of 110 "
        + "rows and 100,000 items 1,000 sections (110,000 rows). A step changes the items (an "
        + "`IdentifiedItems`, as the pager does), then `DerivedRows.apply(_:items:)` follows the "
        + "pager's `ListChange` and returns the exact sectioned change. \"Following the change "
        + "only\" times `apply` alone (`follow(_:)` after an untimed `bumpOneRow()` or "
        + "`append(_:)`).",
      "Verified before timing, at 1,000 and 100,000 items: after an update and after an "
        + "append, the rows followed equal the rows derived from scratch; the update names one "
        + "updated row and nothing else, the append one inserted section.",
      "Update: `updateOneRow()` bumps the revision of an item in the middle; medians of "
        + "\(counts.batches) batches of \(counts.batchSize) updates, the two lists' batches "
        + "alternating, after 10 untimed updates each. Goal time(100,000) ÷ time(1,000) ≤ "
        + "\(goal): whole step \(verdict(update.large.whole / update.small.whole)), following "
        + "only \(verdict(update.large.following / update.small.following)); 1,000 items "
        + "\(times(update.small)), 100,000 items \(times(update.large)).",
      "Append: `appendPage(100)` appends a page that makes a new section; the median of "
        + "\(counts.appends) appends to one list that starts at 100,000 items, against the "
        + "same append to a new list of 1,000 items each time. Goal ≤ \(goal)×: whole step "
        + "\(verdict(append.large.whole / append.small.whole)), following only "
        + "\(verdict(append.large.following / append.small.following)); 1,000 items "
        + "\(times(append.small)), 100,000 items \(times(append.large)).",
      "The whole step (the items' change and the rows following it) and the rows "
        + "following alone cost alike: the rows hold no items between steps "
        + "(`releaseItems()`, as `DerivedRowsDriver` does), so the items change in place. "
        + "When the rows kept the items they last followed, every change of the items copied "
        + "them: 6.5× (update) and 16.8× (append) from 1,000 to 100,000 items, in the run of "
        + "2026-11-28 before the change.",
      "From scratch, the same run: `updateOneRowFromScratch()` and `appendPageFromScratch(_:)` "
        + "change the items the same way, derive every row of the 100,000 items again "
        + "(`DerivedRows(layout:items:)`), flatten the sections and diff the row ids with "
        + "`CollectionDifference` (`difference(from:)`, blind to updates: an updated item keeps "
        + "its row id); medians of \(counts.scratch) each. The whole step is "
        + "\(Format.number(scratch.update / update.large.whole, decimals: 0))× faster for the "
        + "update and \(Format.number(scratch.append / append.large.whole, decimals: 0))× for "
        + "the append.",
      "Times are the calling thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`).",
    ]
  }
}
