import RefreshKit

/// One thing that can happen to a pager's screen, its user or its server.
///
/// Events carry every random choice they need, so a trace replays exactly.
enum PagerEvent: Sendable, CustomStringConvertible {
  /// One edit, alone or as part of an optimistic mutation.
  enum Edit: Sendable, CustomStringConvertible {
    /// Sets the starred flag (`title == nil`) or the title of `id`.
    case update(id: Int, starred: Bool, title: String?)
    case remove(id: Int)
    case insert(id: Int, at: Int)

    var description: String {
      switch self {
      case .update(let id, let starred, let title):
        "update(\(id), \(title.map { "title \($0)" } ?? "starred \(starred)"))"
      case .remove(let id): "remove(\(id))"
      case .insert(let id, let index): "insert(\(id) at \(index))"
      }
    }
  }

  /// How a server answers a page.
  enum Answer: Sendable, CustomStringConvertible {
    /// A page of `ids`; `next` says which cursor it points to.
    case page(ids: [Int], next: Next)
    case failure

    var description: String {
      switch self {
      case .page(let ids, let next): "page\(ids) next \(next)"
      case .failure: "failure"
      }
    }
  }

  /// The cursor a page points to, relative to the one it answers.
  enum Next: Sendable, CustomStringConvertible {
    /// The following page: `(cursor ?? 1) + 1`.
    case following
    /// No more pages.
    case end
    /// The cursor just requested again (a looping server).
    case repeated

    var description: String {
      switch self {
      case .following: "following"
      case .end: "end"
      case .repeated: "repeated"
      }
    }
  }

  /// `itemDidAppear(at:)`.
  case appear(Int)
  /// `pager.query = …`.
  case setQuery(String)
  case refresh
  case retry
  case loadMore
  /// A plain edit (`update`, `remove` or `insert`).
  case edit(Edit)
  /// `mutate(local:remote:)` with these edits; its remote waits in slot `slot`.
  case mutate([Edit], slot: Int)
  /// The remote call of the mutation in `slot` returns (or throws).
  case finishMutation(slot: Int, succeeds: Bool)
  /// The live request (the one the running load waits for) is answered.
  case answerLive(Answer)
  /// The oldest abandoned request (cancelled, but its server ignores cancellation) is answered.
  case answerAbandoned(Answer)

  /// The event's kind, for coverage counts.
  var kind: String {
    switch self {
    case .appear: "appear"
    case .setQuery: "query"
    case .refresh: "refresh"
    case .retry: "retry"
    case .loadMore: "loadMore"
    case .edit: "edit"
    case .mutate: "mutate"
    case .finishMutation(_, let succeeds): succeeds ? "remote ok" : "remote fails"
    case .answerLive(.failure): "live failure"
    case .answerLive: "live page"
    case .answerAbandoned: "abandoned answer"
    }
  }

  var description: String {
    switch self {
    case .appear(let index): "appear(\(index))"
    case .setQuery(let query): "query=\(query)"
    case .refresh: "refresh"
    case .retry: "retry"
    case .loadMore: "loadMore"
    case .edit(let edit): "\(edit)"
    case .mutate(let edits, let slot): "mutate#\(slot)\(edits)"
    case .finishMutation(let slot, let succeeds): "remote#\(slot) \(succeeds ? "ok" : "fails")"
    case .answerLive(let answer): "live: \(answer)"
    case .answerAbandoned(let answer): "abandoned: \(answer)"
    }
  }
}
