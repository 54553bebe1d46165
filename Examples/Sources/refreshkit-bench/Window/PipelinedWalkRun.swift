import RefreshKit

/// Walks a synthetic list down, one row at a time, through a `Pager` with a window
/// (`maxItems`) and `depth` appends pipelined (the cursor after a page computed ahead), its
/// loads answered at once; counts the requests it sends. The walk passes every page, so a
/// pager that never fetches a page twice sends one request a page.
@MainActor
struct PipelinedWalkRun {
  let total: Int
  let pageSize: Int
  let prefetch: Int
  let maxItems: Int
  let depth: Int

  /// The requests sent during the walk, the first page's included.
  func run() async throws -> Int {
    let server = SyntheticServer(count: total, pageSize: pageSize)
    let requests = RequestCount()
    let configuration = try PagerConfiguration(
      pageSize: pageSize, prefetchDistance: prefetch, maxItems: maxItems, pipelineDepth: depth)
    let pager = SyntheticPager(
      query: "walk", configuration: configuration, cursorAfter: { $0 + 1 },
      loadPage: { @MainActor request in
        requests.value += 1
        return server.page(request.cursor)
      })
    await pager.refresh()
    await pager.settle()
    for position in 0..<total {
      pager.positionDidAppear(position)
      await pager.settle()
    }
    guard pager.loadStates.append.endReached, pager.items.last?.id == total - 1 else {
      throw BenchError.invalid("the walk ended before the last row: \(pager.loadStates)")
    }
    return requests.value
  }

  /// The pages the walk passes: every page of the list.
  var pages: Int { (total + pageSize - 1) / pageSize }
}

/// A count the loader increments on the main actor.
@MainActor
private final class RequestCount {
  var value = 0
}
