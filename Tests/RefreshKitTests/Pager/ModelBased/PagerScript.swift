import RefreshKitTesting

/// Chooses the random events of one sequence from what can happen now: a server answers only
/// a request it holds, a remote returns only while its mutation waits.
///
/// Servers misbehave on purpose: a page repeats ids of earlier pages (offsets shifted), is
/// empty, ends the data, or points to the cursor just loaded. Edits name shown ids, hidden or
/// unknown ones, and ids the server sends later.
@MainActor
struct PagerScript {
  private enum Kind {
    case appear, edit, mutate, refresh, retry, loadMore, query, answerLive, answerAbandoned
    case finishMutation
  }

  private var nextServerID = 1
  private var nextLocalID = -1
  private var nextSlot = 0
  private var editCount = 0
  private var lastAppeared = 0

  /// One event that can happen after what `harness` went through.
  mutating func event(for harness: PagerHarness, using random: inout SplitMix64) -> PagerEvent {
    let model = harness.model
    var weighted: [(Kind, Int)] = [
      (.appear, 8), (.edit, 4), (.mutate, 3), (.refresh, 2), (.retry, 2), (.loadMore, 1),
      (.query, 1),
    ]
    if model.live != nil { weighted.append((.answerLive, 12)) }
    if model.pending.contains(where: { !$0.live }) { weighted.append((.answerAbandoned, 2)) }
    let slots = harness.pendingSlots
    if !slots.isEmpty { weighted.append((.finishMutation, 4)) }
    var roll = Int.random(in: 0..<weighted.reduce(0) { $0 + $1.1 }, using: &random)
    var kind = Kind.appear
    for (candidate, weight) in weighted {
      if roll < weight {
        kind = candidate
        break
      }
      roll -= weight
    }
    switch kind {
    case .appear: return .appear(appearance(count: model.items.count, using: &random))
    case .edit: return .edit(edit(model, using: &random))
    case .mutate:
      nextSlot += 1
      let edits = (0..<Int.random(in: 1...3, using: &random)).map { _ in
        edit(model, using: &random)
      }
      return .mutate(edits, slot: nextSlot)
    case .refresh: return .refresh
    case .retry: return .retry
    case .loadMore: return .loadMore
    case .query: return .setQuery(["a", "b", "c"].randomElement(using: &random) ?? "a")
    case .answerLive: return .answerLive(answer(using: &random))
    case .answerAbandoned: return .answerAbandoned(answer(using: &random))
    case .finishMutation:
      return .finishMutation(
        slot: slots.randomElement(using: &random) ?? 0, succeeds: Bool.random(using: &random))
    }
  }

  /// Lets every waiting remote return (alternately failing) and answers abandoned requests.
  func drain(_ harness: PagerHarness) -> [PagerEvent] {
    let remotes = harness.pendingSlots.map {
      PagerEvent.finishMutation(slot: $0, succeeds: $0 % 2 == 0)
    }
    let abandoned = harness.model.pending.filter { !$0.live }.map { _ in
      PagerEvent.answerAbandoned(.page(ids: [1], next: .following))
    }
    return remotes + abandoned
  }

  /// Mostly rows near the end, also the last row again, rows past the end and anywhere.
  private mutating func appearance(count: Int, using random: inout SplitMix64) -> Int {
    let index =
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<5: max(0, count - 1 - Int.random(in: 0...3, using: &random))
      case 5..<7: lastAppeared
      case 7: count + Int.random(in: 0...2, using: &random)
      default: Int.random(in: 0...max(count, 1), using: &random)
      }
    lastAppeared = index
    return index
  }

  private mutating func answer(using random: inout SplitMix64) -> PagerEvent.Answer {
    guard Int.random(in: 0..<5, using: &random) > 0 else { return .failure }
    let size =
      Int.random(in: 0..<10, using: &random) == 0 ? 0 : Int.random(in: 1...4, using: &random)
    var ids: [Int] = []
    for _ in 0..<size {
      if nextServerID > 1, Int.random(in: 0..<10, using: &random) < 3 {
        ids.append(Int.random(in: 1..<nextServerID, using: &random))
      } else {
        ids.append(nextServerID)
        nextServerID += 1
      }
    }
    let next: PagerEvent.Next =
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<7: .following
      case 7..<9: .end
      default: .repeated
      }
    return .page(ids: ids, next: next)
  }

  private mutating func edit(_ model: PagerReferenceModel, using random: inout SplitMix64)
    -> PagerEvent.Edit
  {
    editCount += 1
    let count = model.items.count
    switch Int.random(in: 0..<10, using: &random) {
    case 0..<5:
      let title = Int.random(in: 0..<3, using: &random) == 0 ? "e\(editCount)" : nil
      return .update(
        id: someID(model, using: &random), starred: Bool.random(using: &random), title: title)
    case 5..<8: return .remove(id: someID(model, using: &random))
    default:
      let id: Int
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<5:
        id = nextLocalID
        nextLocalID -= 1
      case 5..<8: id = nextServerID + Int.random(in: 0...2, using: &random)
      default: id = someID(model, using: &random)
      }
      return .insert(id: id, at: Int.random(in: 0...(count + 1), using: &random))
    }
  }

  /// A shown id mostly; else any server id so far (maybe hidden or gone) or an unknown one.
  private func someID(_ model: PagerReferenceModel, using random: inout SplitMix64) -> Int {
    let roll = Int.random(in: 0..<10, using: &random)
    if roll < 7, let shown = model.items.randomElement(using: &random) { return shown.id }
    if roll < 9 { return Int.random(in: 1...max(nextServerID, 1), using: &random) }
    return 900 + roll
  }
}
