/// One thing that happens to a pager's screen, its user, its server or its cache. Events
/// carry every random choice they need, so a trace reads as a replay.
enum ModelEvent: Sendable, CustomStringConvertible {
  /// How the server answers one request.
  enum Answer: Sendable {
    case page
    case failure
    /// A late `CancellationError`: how a loader (URLSession) ends a load it was asked to
    /// cancel, a little after the pager may have asked for the same page again.
    case cancellation
  }

  /// `positionDidAppear(_:)`: the row at this position is on screen.
  case appear(Int)
  /// The request at this index of the server's log is answered (a live one, or a late answer
  /// to one the pager cancelled).
  case answer(Int, Answer)
  case refresh
  case retry
  case loadMore
  /// `pager.query = …`.
  case query(String)
  /// `jump(to:)`.
  case jump(Int)
  /// A plain `update`, `remove` or `insert`.
  case edit(ReferenceEdits.Edit)
  /// `mutate(local:remote:)` with these edits; its remote call waits.
  case mutate([ReferenceEdits.Edit])
  /// The remote call of the mutation at this index returns, or throws.
  case finishMutation(Int, succeeds: Bool)
  /// The cache's reads and writes fail, or work, from now on.
  case cache(failsReads: Bool, failsWrites: Bool)
  /// The scheduled automatic retry's wait ends.
  case fireRetry

  /// The event's kind, for the coverage counts.
  var kind: String {
    switch self {
    case .appear: "appear"
    case .answer(_, .page): "answer page"
    case .answer(_, .failure): "answer failure"
    case .answer(_, .cancellation): "answer cancellation"
    case .refresh: "refresh"
    case .retry: "retry"
    case .loadMore: "loadMore"
    case .query: "query"
    case .jump: "jump"
    case .edit: "edit"
    case .mutate: "mutate"
    case .finishMutation(_, let succeeds): succeeds ? "remote ok" : "remote fails"
    case .cache: "cache"
    case .fireRetry: "fire retry"
    }
  }

  var description: String {
    switch self {
    case .appear(let position): "appear(\(position))"
    case .answer(let index, .page): "page→#\(index)"
    case .answer(let index, .failure): "fail→#\(index)"
    case .answer(let index, .cancellation): "cancelled→#\(index)"
    case .refresh: "refresh"
    case .retry: "retry"
    case .loadMore: "loadMore"
    case .query(let query): "query=\(query)"
    case .jump(let position): "jump(\(position))"
    case .edit(let edit): "\(edit)"
    case .mutate(let edits): "mutate\(edits)"
    case .finishMutation(let index, let succeeds): "remote#\(index) \(succeeds ? "ok" : "fails")"
    case .cache(let reads, let writes):
      "cache(reads \(reads ? "fail" : "ok"), writes \(writes ? "fail" : "ok"))"
    case .fireRetry: "fireRetry"
    }
  }
}
