@_spi(Benchmarks) import RefreshKitSections

/// Times `DerivedRowsBenchmark`'s steps: items in sections of 100, a separator every 10 items,
/// so 1,000 items make 10 sections and 100,000 make 1,000. Times are this thread's CPU time.
enum SectionsTiming {
  /// Items per section.
  static let sectionSize = 100
  /// Items per appended page.
  static let pageSize = 100

  /// Microseconds a step took: the whole step (the items changed, then the rows following),
  /// and the rows following alone (`DerivedRows.apply(_:items:)`).
  struct Step {
    var whole: Double
    var following: Double
  }

  /// A list of `items` items, derived once (not timed).
  static func list(_ items: Int) -> DerivedRowsBenchmark {
    DerivedRowsBenchmark(rowCount: items, sectionSize: sectionSize)
  }

  /// Microseconds of this thread's CPU time that `work` takes.
  static func microseconds(_ work: () throws -> Void) rethrows -> Double {
    let start = CPUTime.thread()
    try work()
    return (CPUTime.thread() - start) * 1e6
  }

  /// Microseconds per update of one row in 1,000 items and in 100,000: the medians of
  /// `batches` batches of `batchSize` updates, the two lists' batches alternating so that the
  /// machine's drift reaches both, after 10 untimed updates of each. A batch times
  /// `updateOneRow()` whole; the next times `follow(_:)` alone, after an untimed `bumpOneRow()`.
  static func updates(batches: Int, batchSize: Int) throws -> (small: Step, large: Step) {
    var lists = (small: list(1_000), large: list(100_000))
    func batch(_ list: inout DerivedRowsBenchmark, _ count: Int) throws -> Step {
      var updated = 0
      var step = Step(whole: 0, following: 0)
      step.whole = microseconds {
        for _ in 0..<count { updated += list.updateOneRow().updatedRows.count }
      }
      for _ in 0..<count {
        let change = list.bumpOneRow()
        step.following += microseconds { updated += list.follow(change).updatedRows.count }
      }
      guard updated == 2 * count else {
        throw BenchError.invalid("sections: \(updated) rows updated, not \(2 * count)")
      }
      return Step(whole: step.whole / Double(count), following: step.following / Double(count))
    }
    _ = try (batch(&lists.small, 10), batch(&lists.large, 10))
    var times: (small: [Step], large: [Step]) = ([], [])
    for _ in 0..<batches {
      times.small.append(try batch(&lists.small, batchSize))
      times.large.append(try batch(&lists.large, batchSize))
    }
    return (median(times.small), median(times.large))
  }

  /// Microseconds per append of a page of 100: the median of `count` appends to one list that
  /// starts at 100,000 items (the appends in a row), against the same append to a new list of
  /// 1,000 items each time, alternating; `appendPage(_:)` whole, then `follow(_:)` alone after
  /// an untimed `append(_:)`.
  static func appends(_ count: Int) throws -> (small: Step, large: Step) {
    var large = list(100_000)
    var times: (small: [Step], large: [Step]) = ([], [])
    func measure(_ list: inout DerivedRowsBenchmark, fresh: (() -> DerivedRowsBenchmark)?)
      throws -> Step
    {
      var inserted = 0
      let whole = microseconds { inserted += list.appendPage(pageSize).insertedSections.count }
      if let fresh { list = fresh() }
      let change = list.append(pageSize)
      let following = microseconds { inserted += list.follow(change).insertedSections.count }
      guard inserted == 2 else {
        throw BenchError.invalid("sections: two appended pages made \(inserted) sections")
      }
      return Step(whole: whole, following: following)
    }
    for _ in 0..<count {
      var small = list(1_000)
      times.small.append(try measure(&small) { list(1_000) })
      times.large.append(try measure(&large, fresh: nil))
    }
    return (median(times.small), median(times.large))
  }

  /// Microseconds per step at 100,000 items when every row is derived again and diffed with
  /// `CollectionDifference` (`updateOneRowFromScratch()`, `appendPageFromScratch(_:)`): the
  /// medians of `repetitions` of each, on one list each.
  static func fromScratch(_ repetitions: Int) throws -> (update: Double, append: Double) {
    var updating = list(100_000)
    var appending = list(100_000)
    var times: (update: [Double], append: [Double]) = ([], [])
    for _ in 0..<repetitions {
      var edits = 0
      times.update.append(microseconds { edits += updating.updateOneRowFromScratch().count })
      times.append.append(
        microseconds { edits += appending.appendPageFromScratch(pageSize).insertions.count })
      // A row's id does not change when its item does: the ids' difference is the page's
      // rows and its separators.
      guard edits == pageSize + pageSize / 10 else {
        throw BenchError.invalid("sections: the from-scratch difference named \(edits) rows")
      }
    }
    return (Statistics.median(times.update), Statistics.median(times.append))
  }

  private static func median(_ steps: [Step]) -> Step {
    Step(
      whole: Statistics.median(steps.map(\.whole)),
      following: Statistics.median(steps.map(\.following)))
  }
}
