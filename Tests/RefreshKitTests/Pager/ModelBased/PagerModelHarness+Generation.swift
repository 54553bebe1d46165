import RefreshKitTesting

@testable import RefreshKit

extension PagerModelHarness {
  /// A random next event that can happen now: mostly rows appearing near the ends and the
  /// server answering, sometimes anything else.
  func nextEvent(using random: inout SplitMix64) -> ModelEvent {
    let entries = gate.entries
    let live = entries.indices.filter { entries[$0].isLive }
    let abandoned = entries.indices.filter { entries[$0].isAbandoned }
    let running = mutations.indices.filter { mutations[$0].isRunning }
    let roll = random.nextInt(below: 100)
    switch roll {
    case ..<30: return .appear(position(using: &random))
    case ..<55 where !live.isEmpty:
      let index = live[random.nextInt(below: live.count)]  // any of them: out of order
      return .answer(index, random.nextInt(below: 6) == 0 ? .failure : .page)
    case ..<59 where !abandoned.isEmpty:
      // The late end of a load whose page loads again now comes first, as a cancellation
      // (URLSession's): the pager must tell the two loads apart by the loads themselves.
      if let twin = abandoned.first(where: { index in
        live.contains { entries[$0].request.asksForTheSamePage(as: entries[index].request) }
      }) {
        return .answer(twin, .cancellation)
      }
      let index = abandoned[random.nextInt(below: abandoned.count)]
      let answers: [ModelEvent.Answer] = [.page, .failure, .cancellation]
      return .answer(index, answers[random.nextInt(below: answers.count)])
    case ..<63: return .refresh
    case ..<67: return .retry
    case ..<69: return .loadMore
    case ..<71: return .query(query == "a" ? "b" : "a")
    case ..<75 where setup.jumps:
      return .jump(random.nextInt(below: max(1, server.rows[query]?.count ?? 0)))
    case ..<85: return .edit(edit(using: &random))
    case ..<89 where running.count < 3:
      return .mutate((0...random.nextInt(below: 2)).map { _ in edit(using: &random) })
    case ..<94 where !running.isEmpty:
      let index = running[random.nextInt(below: running.count)]
      return .finishMutation(index, succeeds: random.nextInt(below: 2) == 0)
    case ..<96:
      return .cache(
        failsReads: random.nextInt(below: 3) == 0, failsWrites: random.nextInt(below: 3) == 0)
    case ..<100: return .fireRetry
    default: break
    }
    return .appear(position(using: &random))
  }

  /// A row position: near an end of the items, anywhere around them, or (with jumps)
  /// anywhere in the list.
  private func position(using random: inout SplitMix64) -> Int {
    let first = pager.placeholdersBefore
    let last = first + pager.items.count - 1
    let pageSize = server.pageSize
    let far = setup.jumps && random.nextInt(below: 8) == 0
    let position =
      switch random.nextInt(below: 4) {
      case 0: first + random.nextInt(below: 3)
      case 1, 2: last - random.nextInt(below: 3)
      default: first - pageSize + random.nextInt(below: pager.items.count + 2 * pageSize + 1)
      }
    let count = far ? server.rows[query]?.count ?? 0 : pager.positionCount
    return far ? random.nextInt(below: max(1, count)) : min(max(position, 0), max(0, count - 1))
  }

  /// A random edit: mostly of rows shown, sometimes of an id not held (refused, or an insert
  /// whose id a later page sends).
  private func edit(using random: inout SplitMix64) -> ReferenceEdits.Edit {
    let items = pager.items.array
    let serverIDs = server.ids(of: query)
    let shownID =
      items.isEmpty || random.nextInt(below: 8) == 0
      ? (serverIDs.isEmpty ? 1 : serverIDs[random.nextInt(below: serverIDs.count)])
      : items[random.nextInt(below: items.count)].id
    switch random.nextInt(below: 6) {
    case 0: return .setTitle(id: shownID, "e\(random.nextInt(below: 3))")
    case 1: return .star(id: shownID)
    case 4, 5: return .remove(id: shownID)
    default:
      let unheld = serverIDs.filter { id in !heldRows.contains { $0.id == id } }
      let id =
        random.nextInt(below: 2) == 0 && !unheld.isEmpty
        ? unheld[random.nextInt(below: unheld.count)] : 900_000 + random.nextInt(below: 50)
      return .insert(id: id, at: random.nextInt(below: items.count + 2) - 1)
    }
  }
}
