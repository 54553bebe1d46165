import RefreshKitTesting

/// One row of the benchmark's lists: an identity and a value that can change.
struct BenchItem: Identifiable, Hashable, Sendable {
  /// The identity, unique within a list.
  var id: Int
  /// The content; an updated item keeps its id and changes this.
  var value: Int
}

/// An old list and a new one derived from it by seeded removals, insertions, moves and updates.
struct ChangeWorkload: Sendable {
  /// Items in the old list.
  let count: Int
  /// Items of the old list that are gone from the new one.
  let removed: Int
  /// Items of the new list that were not in the old one.
  let inserted: Int
  /// Kept items taken out and put back at a random position.
  let moved: Int
  /// Kept items whose value changes.
  let updated: Int
  /// The seed every draw comes from.
  let seed: UInt64
  /// The old list: ids `0..<count`.
  private(set) var old: [BenchItem] = []
  /// The new list.
  private(set) var new: [BenchItem] = []
  /// The ids whose value changed.
  private(set) var updatedIDs: Set<Int> = []

  /// Draws the lists; the same arguments give the same lists.
  ///
  /// `updatedPercent` of the kept items change value. Moved items and inserted items land at
  /// uniformly drawn positions of the new list; the others keep their relative order.
  init(
    count: Int, removed: Int, inserted: Int, moved: Int, updatedPercent: Int = 0,
    seed: UInt64 = 2026
  ) {
    self.count = count
    self.removed = removed
    self.inserted = inserted
    self.moved = moved
    self.updated = (count - removed) * updatedPercent / 100
    self.seed = seed
    var generator = SplitMix64(seed: seed)
    old = (0..<count).map { BenchItem(id: $0, value: Int(truncatingIfNeeded: generator.next())) }
    let gone = Self.mask(Self.sample(removed, from: count, using: &generator), count: count)
    var kept = old.indices.filter { !gone[$0] }.map { old[$0] }
    for position in Self.sample(updated, from: kept.count, using: &generator) {
      kept[position].value &+= 1
      updatedIDs.insert(kept[position].id)
    }
    let moving = Self.mask(
      Self.sample(moved, from: kept.count, using: &generator), count: kept.count)
    let base = kept.indices.filter { !moving[$0] }.map { kept[$0] }
    var extras = kept.indices.filter { moving[$0] }.map { kept[$0] }
    extras += (count..<(count + inserted)).map {
      BenchItem(id: $0, value: Int(truncatingIfNeeded: generator.next()))
    }
    extras.shuffle(using: &generator)
    let length = base.count + extras.count
    let slots = Self.mask(Self.sample(extras.count, from: length, using: &generator), count: length)
    var nextBase = base.makeIterator()
    var nextExtra = extras.makeIterator()
    new = slots.compactMap { $0 ? nextExtra.next() : nextBase.next() }
  }

  /// A short description, e.g. `10000 items: −1000 +1000, 100 moved, 90 updated`.
  var name: String {
    var parts = ["−\(removed) +\(inserted)"]
    if moved > 0 { parts.append("\(moved) moved") }
    if updated > 0 { parts.append("\(updated) updated") }
    return "\(count) items: " + parts.joined(separator: ", ")
  }

  /// `k` distinct values of `0..<n` in random order (a partial Fisher–Yates shuffle).
  private static func sample(
    _ k: Int, from n: Int, using generator: inout SplitMix64
  ) -> ArraySlice<Int> {
    var pool = Array(0..<n)
    for index in 0..<min(k, n) {
      pool.swapAt(index, Int.random(in: index..<n, using: &generator))
    }
    return pool[0..<min(k, n)]
  }

  /// `count` flags, set at `positions`.
  private static func mask(_ positions: ArraySlice<Int>, count: Int) -> [Bool] {
    var flags = [Bool](repeating: false, count: count)
    for position in positions { flags[position] = true }
    return flags
  }
}
