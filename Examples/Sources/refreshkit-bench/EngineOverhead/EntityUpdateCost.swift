@_spi(Diagnostics) import RefreshKit

/// A row that shares an entity store: an id and a count a store update changes.
struct SharedFeedRow: Identifiable, Equatable, Sendable {
  let id: Int
  var stars = 0
}

/// The cost of one `EntityStore` update shown in every list that holds the entity: ten lists
/// of many rows against ten lists of few. The work must follow the lists holding the id, not
/// their length.
@MainActor
enum EntityUpdateCost {
  /// Lists sharing the store.
  static let lists = 10
  static let pageSize = 1_000

  /// The median time, in microseconds, of `samples` updates of one entity held by `lists`
  /// lists of `rows` rows each (every list holds it).
  static func medianMicroseconds(rows: Int, samples: Int) async throws -> Double {
    let store = EntityStore<SharedFeedRow>()
    var pagers: [Pager<String, Int, SharedFeedRow>] = []
    for _ in 0..<lists {
      let pager = try await filled(rows: rows)
      pager.shareEntities(with: store)
      pagers.append(pager)
    }
    var published = 0
    for pager in pagers { pager.observeChanges { _ in published += 1 } }
    var times: [Double] = []
    let clock = ContinuousClock()
    for sample in 0..<samples {
      let start = clock.now
      try store.update(id: rows / 2) { $0.stars = sample + 1 }
      times.append(Format.seconds(start.duration(to: clock.now)) * 1_000_000)
    }
    guard published == samples * lists,
      pagers.allSatisfy({ $0.items[id: rows / 2]?.stars == samples })
    else {
      throw BenchError.invalid("\(published) changes published, \(samples * lists) expected")
    }
    return Statistics.median(times)
  }

  /// A forward-only pager holding `rows` rows.
  private static func filled(rows: Int) async throws -> Pager<String, Int, SharedFeedRow> {
    let pageSize = min(rows, Self.pageSize)
    let pager = Pager<String, Int, SharedFeedRow>(query: "feed") { @MainActor request in
      let number = request.cursor ?? 1
      let start = (number - 1) * pageSize
      let end = min(start + pageSize, rows)
      return Page(
        items: (start..<end).map { SharedFeedRow(id: $0) }, next: end < rows ? number + 1 : nil)
    }
    await pager.refresh()
    while pager.items.count < rows { await pager.loadMore() }
    guard pager.items.count == rows else {
      throw BenchError.invalid("filled \(pager.items.count) rows, not \(rows)")
    }
    return pager
  }
}
