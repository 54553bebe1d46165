import RefreshKit
import RefreshKitTesting

/// The lists of one run, with the random sizes its seed picks: 3 to 5 pagers over one pool
/// of ids (so they share entities), in different configurations, and a store with or
/// without a version key path.
struct EntityModelSetup: Sendable, CustomStringConvertible {
  struct List: Sendable, CustomStringConvertible {
    let server: EntityListServer
    let configuration: PagerConfiguration
    let initialKey: Int?

    var description: String {
      let window = configuration.maxItems.map { "maxItems \($0)" } ?? "unbounded"
      let start = initialKey.map { ", from page \($0)" } ?? ""
      return "pageSize \(configuration.pageSize) prefetch \(configuration.prefetchDistance) "
        + "\(window)\(start), rows \(server.lists.mapValues(\.count).sorted { $0.key < $1.key })"
    }
  }

  let lists: [List]
  let idCount: Int
  let versioned: Bool

  init(random: inout SplitMix64) throws {
    idCount = 20 + random.nextInt(below: 25)
    versioned = random.nextInt(below: 4) != 0
    let count = 3 + random.nextInt(below: 3)
    var lists: [List] = []
    for index in 0..<count {
      // 0 and 2: forward, every item kept; 1: forward with maxItems; 3: maxItems from a
      // middle page, both ways; 4: like 0.
      let windowed = index == 1 || index == 3
      let pageSize = 2 + random.nextInt(below: 4)
      let prefetch = random.nextInt(below: 3)
      let least = PagerConfiguration.leastMaxItems(pageSize: pageSize, prefetchDistance: prefetch)
      let configuration = try PagerConfiguration(
        pageSize: pageSize, prefetchDistance: prefetch,
        maxItems: windowed ? least + random.nextInt(below: pageSize + 1) : nil)
      var queries: [String: [Int]] = [:]
      for (query, length) in [
        ("a", 6 + random.nextInt(below: 30)), ("b", random.nextInt(below: 16)),
      ] {
        var pool = Array(1...idCount)
        pool.shuffle(using: &random)
        queries[query] = Array(pool.prefix(length))
      }
      let server = EntityListServer(lists: queries, pageSize: pageSize, countsRows: windowed)
      let pages = min(server.pageCount(of: "a"), server.pageCount(of: "b"))
      let initialKey = index == 3 ? 1 + random.nextInt(below: pages) : nil
      lists.append(List(server: server, configuration: configuration, initialKey: initialKey))
    }
    self.lists = lists
  }

  var description: String {
    "\(versioned ? "EntityStore(version:)" : "EntityStore()"), ids 1...\(idCount), lists "
      + lists.enumerated().map { "L\($0): \($1)" }.joined(separator: "; ")
  }
}
