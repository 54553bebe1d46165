import ArgumentParser

/// The benchmark's scenarios, in the order they run.
enum Scenario: String, CaseIterable, ExpressibleByArgument, Sendable {
  /// Scroll stalls against prefetch distance, in virtual time.
  case stalls
  /// Pages per second, ns per transition and scaling of the engine.
  case overhead
  /// Walking 1,000 results from the in-process fixture server over loopback.
  case loopback
  /// Search as you type: requests sent and stale responses applied, in virtual time.
  case typing
  /// Change sets against CollectionDifference on 10,000 and 100,000 items, and one row
  /// updated through the binding in 1,000 and 100,000 rows.
  case changes
  /// The SQLite page cache: first row at launch, write throughput, overhead on loopback.
  case cache
  /// Pager: memory window, pipelined prefetch, position kept through refreshes.
  case window
  /// Revalidating 10 cached pages with ETags against fetching them again, over loopback.
  case revalidation
  /// Adaptive prefetch over networks × scroll speeds against fixed ones, in virtual time.
  case prefetch
  /// Sections and separators (RefreshKitSections): one row updated and a page appended in
  /// 100,000 rows against 1,000, and against deriving every row again.
  case sections

  /// The heading used in the table and in RESULTS.md.
  var title: String {
    switch self {
    case .stalls: "1. Scroll stalls (virtual time)"
    case .overhead: "2. Engine overhead"
    case .loopback: "3. Loopback end to end"
    case .typing: "4. Search as you type (virtual time)"
    case .changes: "5. Change sets vs CollectionDifference"
    case .cache: "6. Page cache on SQLite (RefreshKitGRDB)"
    case .window: "7. Window, pipelined prefetch and position (Pager)"
    case .revalidation: "8. Revalidating 10 cached pages (ETags, 304s, rate limit)"
    case .prefetch: "9. Adaptive prefetch (virtual time, Pager)"
    case .sections: "10. Sections and separators (RefreshKitSections)"
    }
  }
}
