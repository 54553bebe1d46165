import RefreshKit
import RefreshKitTesting

extension PagerModelHarness {
  /// Ends every mutation, mends the cache, refreshes, then walks the whole list: up to the
  /// first row, then down to the last, answering every load. The server rows seen on the way
  /// down must be every row of the query exactly once, in order, and each end must be
  /// reached: empty pages past the last row (or before the first) load without a new row
  /// appearing. The walk down requests each page it passes once (at most 1.05 requests per
  /// page not held at the top, as a pipelined window must: issue 32, part 2).
  func finalWalk(using random: inout SplitMix64) async -> [String] {
    for index in mutations.indices where mutations[index].isRunning {
      let problems = await step(.finishMutation(index, succeeds: random.nextInt(below: 2) == 0))
      if !problems.isEmpty { return problems }
    }
    var problems = await step(.cache(failsReads: false, failsWrites: false))
    problems += await step(.refresh)
    problems += await drain()
    let limit = 3 * server.pageCount(of: query) + 10
    for _ in 0..<limit where problems.isEmpty {  // up to the first row, shown once
      let top = pager.placeholdersBefore
      problems += await step(.appear(top))
      problems += await drain()
      if top == 0 { break }
    }
    guard problems.isEmpty else { return problems }
    let hasRows = !server.ids(of: query).isEmpty
    if hasRows, !pager.loadStates.prepend.endReached {
      // The empty pages before the first row load on their own, as any page does.
      return ["the walk up stopped short of the start: \(pager.loadStates)"]
    }
    var seen = serverIDsShown()
    let sent = gate.entries.count
    let passed = server.pageCount(of: query) - Set(heldKeys).count
    for _ in 0..<limit where problems.isEmpty {
      problems += await step(.appear(pager.placeholdersBefore + pager.items.count - 1))
      problems += await drain()
      let ids = serverIDsShown()
      guard let last = seen.last, let index = ids.firstIndex(of: last) else { break }
      if index == ids.count - 1 { break }
      seen += ids[(index + 1)...]
    }
    let expected = server.ids(of: query)
    if problems.isEmpty, hasRows, !pager.loadStates.append.endReached {
      problems.append("the walk down stopped short of the end: \(pager.loadStates)")
    }
    let requests = gate.entries.count - sent
    if problems.isEmpty, passed > 0, Double(requests) / Double(passed) > 1.05 {
      problems.append(
        "the walk down sent \(requests) requests for \(passed) pages passed: "
          + "\(gate.entries[sent...].map { $0.request.cursor ?? 1 })")
    }
    if problems.isEmpty, seen != expected {
      problems.append(
        "the final walk saw \(seen.count) of \(expected.count) rows: \(seen), expected \(expected)")
    }
    return problems
  }

  /// Answers every load in flight with its page, and the loads those answers start.
  private func drain() async -> [String] {
    for _ in 0..<200 {
      guard let index = gate.entries.firstIndex(where: \.isLive) else { return [] }
      let problems = await step(.answer(index, .page))
      if !problems.isEmpty { return problems }
    }
    return ["the loads never stopped"]
  }

  /// The ids of the server's rows among the items (local inserts left out).
  private func serverIDsShown() -> [Int] {
    let server = Set(server.ids(of: query))
    return pager.items.map(\.id).filter { server.contains($0) && !edits.isLocal($0) }
  }
}
