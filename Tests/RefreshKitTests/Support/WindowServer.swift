import RefreshKit
import RefreshKitLocking
import RefreshKitTesting

/// A row of the window tests: identity by `id`, and the revision of the server that sent it.
struct Message: Identifiable, Equatable, Sendable, CustomStringConvertible {
  let id: Int
  var revision = 0

  var description: String { revision == 0 ? "\(id)" : "\(id)r\(revision)" }
}

typealias MessageMachine = PagerMachine<String, Int, Message>
typealias MessageLoad = PageRequest<String, Int>
typealias MessagePage = Page<Message, Int>

/// A server of numbered pages (from 1) over a list of ids that tests may change between loads.
struct WindowServer {
  var ids: [Int]
  var pageSize: Int
  /// Whether pages carry `itemsBefore` / `itemsAfter`.
  var countsItems = true
  var revision = 0

  init(count: Int, pageSize: Int) {
    self.ids = Array(0..<count)
    self.pageSize = pageSize
  }

  var pageCount: Int { max(1, (ids.count + pageSize - 1) / pageSize) }

  /// Page `number` (1 when `nil`), as the server has it now.
  func page(_ number: Int?) -> MessagePage {
    let number = min(max(number ?? 1, 1), pageCount)
    let start = (number - 1) * pageSize
    let end = min(start + pageSize, ids.count)
    return Page(
      items: ids[start..<end].map { Message(id: $0, revision: revision) },
      previous: number > 1 ? number - 1 : nil, next: number < pageCount ? number + 1 : nil,
      itemsBefore: countsItems ? start : nil, itemsAfter: countsItems ? ids.count - end : nil,
      validator: validator(start: start, end: end))
  }

  /// The ETag of the rows `start..<end` as they are now (with their place, the count and the
  /// revision).
  func validator(start: Int, end: Int) -> PageValidator {
    var hasher = Hasher()
    hasher.combine(revision)
    hasher.combine(ids.count)
    hasher.combine(start)
    hasher.combine(ids[start..<end])
    return PageValidator(entityTag: "\"\(hasher.finalize())\"")
  }

  /// Answers `load` as an HTTP server with ETags would: "unchanged" when the load carries the
  /// validator of the page as it is now (which changes with every row, count and revision of it).
  func answer(_ load: MessageLoad) -> MessagePage {
    let page = page(load.cursor)
    guard let validator = load.validator, validator == page.validator else { return page }
    return .unchanged(validator: validator)
  }

  /// Where the page holding `position` starts.
  func pageAt(_ position: Int) -> PagePosition<Int> {
    PagePosition(cursor: position / pageSize + 1, itemsBefore: position / pageSize * pageSize)
  }
}

extension [MessageMachine.Action] {
  var loads: [MessageLoad] {
    compactMap { if case .load(let load) = $0 { load } else { nil } }
  }
  var cancelled: [MessageLoad] {
    compactMap { if case .cancel(let load) = $0 { load } else { nil } }
  }
  var changes: [ListChange<Int>] {
    compactMap { if case .publish(let change) = $0 { change } else { nil } }
  }
}

extension MessageMachine {
  var ids: [Int] { window.items.map(\.id) }

  /// Answers the load in flight in `direction` from `server`; returns the actions.
  @discardableResult
  mutating func answer(_ direction: MessageLoad.Direction, from server: WindowServer)
    -> [Action]
  {
    guard let load = load(in: direction) else { return [] }
    return loaded(load, page: server.answer(load))
  }

  /// Answers every load in flight from `server`, and the loads those answers start, until none
  /// is left (at most 100 answers).
  mutating func settle(from server: WindowServer) {
    settle(limit: 100) { server.answer($0) }
  }

}

/// A ``WindowServer`` that a ``Pager``'s loader reads while tests change it.
final class SharedWindowServer: Sendable {
  private let server: Locked<WindowServer>
  private let requests = Locked<[MessageLoad]>([])

  init(_ server: WindowServer) {
    self.server = Locked(server)
  }

  /// Every load the pager sent, in order.
  var loads: [MessageLoad] { requests.withLock { $0 } }

  /// Changes the server's rows.
  func change(_ edit: (inout WindowServer) -> Void) {
    server.withLock { edit(&$0) }
  }

  /// The loader: answers at once with the page the server has now ("unchanged" when the load
  /// carries its validator).
  func load(_ load: MessageLoad) -> MessagePage {
    requests.withLock { $0.append(load) }
    return server.withLock { $0.answer(load) }
  }
}
