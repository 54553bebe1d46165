import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

private struct Cell: Identifiable, Equatable, Sendable {
  let id: Int
  var text: String
}

private func cells(_ ids: [Int], text: String = "") -> [Cell] {
  ids.map { Cell(id: $0, text: text) }
}

@Suite("ListChange: what changed between two lists, by identity")
struct ListChangeTests {
  @Test("equal lists produce an empty change")
  func equalListsAreEmpty() {
    let change = ListChange(from: cells([1, 2, 3]), to: cells([1, 2, 3]))
    #expect(change.isEmpty)
    #expect(change.oldCount == 3 && change.newCount == 3)
  }

  @Test("removals are old indices, insertions new indices, both ascending")
  func removalsAndInsertions() {
    let change = ListChange(from: cells([1, 2, 3, 4]), to: cells([0, 2, 4, 5]))
    #expect(change.removedIndices == [0, 2])
    #expect(change.insertedIndices == [0, 3])
    #expect(change.moves.isEmpty)
  }

  @Test("moving one row to the top is one move, not a shift of every row")
  func oneMoveIsOneMove() {
    let change = ListChange(from: cells(Array(0..<100)), to: cells([99] + Array(0..<99)))
    #expect(change.moves == [ListChange.Move(id: 99, from: 99, to: 0)])
    #expect(change.removedIndices.isEmpty && change.insertedIndices.isEmpty)
  }

  @Test("a changed value of a kept item is an update, named by id")
  func updatesAreNamedByID() {
    var new = cells([1, 2, 3])
    new[1].text = "edited"
    let change = ListChange(from: cells([1, 2, 3]), to: new)
    #expect(change.updatedIDs == [2])
    #expect(change.removedIndices.isEmpty && change.insertedIndices.isEmpty)
  }

  @Test("appending(_:to:) inserts at the end")
  func appendingInsertsAtTheEnd() {
    let change = ListChange<Int>.appending(2, to: 3)
    #expect(change.insertedIndices == [3, 4])
    #expect(change.newCount == 5)
  }

  @Test("an id repeated in the new list counts its later copies as inserted")
  func repeatedIDsAreInsertions() {
    let change = ListChange(from: cells([1, 2]), to: cells([1, 1, 2]))
    #expect(change.insertedIndices == [1])
    let applied = change.applied(to: [1, 2]) { [1, 1, 2][$0] }
    #expect(applied == [1, 1, 2])
  }

  @Test("the rows kept in place are a longest run that kept its order")
  func longestRun() {
    let old = cells([0, 1, 2, 3, 4, 5])
    let change = ListChange(from: old, to: cells([3, 0, 1, 4, 2, 5]))
    #expect(change.moves.count == 2, "4 of 6 rows keep their order: 0, 1, 2, 5 or 0, 1, 4, 5")
  }

  /// 1,000 seeded cases, lists up to 10,000: removals, insertions, moves and edits at random.
  /// Replay one case with `REFRESHKIT_SEED=<seed> swift test --filter ListChangeTests`.
  @Test("property: applying the change to the old list gives the new list (1,000 seeded cases)")
  func applyingTheChangeGivesTheNewList() {
    var failures = 0
    for seed in Self.seeds where failures < 3 {
      var random = SplitMix64(seed: seed)
      let (old, new) = Self.randomPair(&random)
      let change = ListChange(from: old, to: new)
      var applied = change.applied(to: old) { new[$0] }
      let updated = Set(change.updatedIDs)
      let newByID = Dictionary(uniqueKeysWithValues: new.map { ($0.id, $0) })
      for index in applied.indices where updated.contains(applied[index].id) {
        applied[index] = newByID[applied[index].id] ?? applied[index]
      }
      let expectedUpdates = Self.changedValues(old: old, new: new)
      guard applied != new || Set(change.updatedIDs) != expectedUpdates else { continue }
      failures += 1
      let summary =
        "applied equals new: \(applied == new), updates exact: \(updated == expectedUpdates)"
      Issue.record(
        "seed \(seed) (replay: REFRESHKIT_SEED=\(seed)): \(old.count) → \(new.count) items, \(summary)"
      )
    }
  }

  static var seeds: [UInt64] {
    if let seed = UInt64(ProcessInfo.processInfo.environment["REFRESHKIT_SEED"] ?? "") {
      return [seed]
    }
    return (0..<1_000).map { 0xC4A9_6E00 &+ UInt64($0) &* 0x9E37_79B9 }
  }

  /// An old list of up to 10,000 unique ids (small sizes more often), and a new one made from
  /// it by removing, inserting, moving and editing at random rates.
  private static func randomPair(_ random: inout SplitMix64) -> ([Cell], [Cell]) {
    let magnitude = Int.random(in: 0...4, using: &random)
    let count = Int.random(in: 0...[1, 10, 100, 1_000, 10_000][magnitude], using: &random)
    let old = (0..<count).map { Cell(id: $0 * 2, text: "v0") }
    var new = old.filter { _ in Int.random(in: 0..<100, using: &random) >= 10 }
    let moves = Int.random(in: 0...max(1, new.count / 20), using: &random)
    for _ in 0..<moves where new.count > 1 {
      let item = new.remove(at: Int.random(in: 0..<new.count, using: &random))
      new.insert(item, at: Int.random(in: 0...new.count, using: &random))
    }
    for index in new.indices where Int.random(in: 0..<100, using: &random) < 5 {
      new[index].text = "v1"
    }
    let insertions = Int.random(in: 0...max(1, count / 10), using: &random)
    for offset in 0..<insertions {
      new.insert(
        Cell(id: offset * 2 + 1, text: "new"), at: Int.random(in: 0...new.count, using: &random))
    }
    return (old, new)
  }

  private static func changedValues(old: [Cell], new: [Cell]) -> Set<Int> {
    let oldByID = Dictionary(uniqueKeysWithValues: old.map { ($0.id, $0) })
    return Set(new.filter { item in oldByID[item.id].map { $0 != item } ?? false }.map(\.id))
  }
}
