/// One thing that happens to the lists sharing a store, their users, the server or the store.
/// Events carry every random choice they need, so a trace reads as a replay.
enum EntityModelEvent: Sendable, CustomStringConvertible {
  /// The row at this position of pager `list` is on screen.
  case appear(list: Int, position: Int)
  /// Request `request` of pager `list` is answered: a failure, or a page whose rows are the
  /// server's newest copies except those `stale` names, which get older versions.
  case answer(list: Int, request: Int, fails: Bool, stale: [Int: Int])
  case refresh(list: Int)
  case retry(list: Int)
  case query(list: Int, String)
  /// The server's copy of these ids gets a new version (no list sees it until a page or an
  /// upsert brings it).
  case serverChange([Int])
  /// `store.update(id:_:)`.
  case storeUpdate(id: Int)
  /// `store.remove(id:)`.
  case storeRemove(id: Int)
  /// `store.mutate(id:…)`, whose remote call waits.
  case mutate(id: Int)
  /// The remote call of mutation `index` returns, or throws.
  case finishMutation(Int, succeeds: Bool)
  /// `pager.update(id:_:)` on pager `list`.
  case listUpdate(list: Int, id: Int)
  /// An external upsert of `id` at `version` (older than the server's when stale), or a delete.
  case upsert(id: Int, version: Int)
  case delete(id: Int)
  /// `store.observe(id:)`, kept.
  case observe(id: Int)
  /// The observation at this index ends.
  case endObservation(Int)

  var kind: String {
    switch self {
    case .appear: "appear"
    case .answer(_, _, true, _): "answer failure"
    case .answer(_, _, false, let stale): stale.isEmpty ? "answer page" : "answer stale page"
    case .refresh: "refresh"
    case .retry: "retry"
    case .query: "query"
    case .serverChange: "server change"
    case .storeUpdate: "store update"
    case .storeRemove: "store remove"
    case .mutate: "mutate"
    case .finishMutation(_, let succeeds): succeeds ? "remote ok" : "remote fails"
    case .listUpdate: "list update"
    case .upsert: "upsert"
    case .delete: "delete"
    case .observe: "observe"
    case .endObservation: "end observation"
    }
  }

  var description: String {
    switch self {
    case .appear(let list, let position): "L\(list).appear(\(position))"
    case .answer(let list, let request, true, _): "L\(list).fail#\(request)"
    case .answer(let list, let request, false, let stale):
      "L\(list).page#\(request)"
        + (stale.isEmpty ? "" : "(stale \(stale.sorted { $0.key < $1.key }))")
    case .refresh(let list): "L\(list).refresh"
    case .retry(let list): "L\(list).retry"
    case .query(let list, let query): "L\(list).query=\(query)"
    case .serverChange(let ids): "server\(ids)"
    case .storeUpdate(let id): "store.update(\(id))"
    case .storeRemove(let id): "store.remove(\(id))"
    case .mutate(let id): "store.mutate(\(id))"
    case .finishMutation(let index, let succeeds): "remote#\(index) \(succeeds ? "ok" : "fails")"
    case .listUpdate(let list, let id): "L\(list).update(\(id))"
    case .upsert(let id, let version): "upsert(\(id)v\(version))"
    case .delete(let id): "delete(\(id))"
    case .observe(let id): "observe(\(id))"
    case .endObservation(let index): "endObservation#\(index)"
    }
  }
}
