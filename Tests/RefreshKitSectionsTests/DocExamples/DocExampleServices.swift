import Foundation
import RefreshKitLocking

/// The message server of the chat's tests: `count` messages of "ann", one every two hours from
/// 2026-11-20 00:00 UTC (12 a day), the cursors it was asked for, and a request it can hold.
final class FakeMessageService: MessageService {
  private struct State {
    var requests: [MessageCursor] = []
    var holdsNext = false
    var held: CheckedContinuation<Void, Never>?
  }

  static let start = Date(timeIntervalSince1970: 1_795_132_800)  // 2026-11-20T00:00:00Z
  /// The calendar the tests lay days out in.
  static let utc: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
    return calendar
  }()

  let messages: [Message]
  private let state = Locked(State())
  private let arrived: AsyncStream<MessageCursor>.Continuation
  /// Every request a held answer waits on, as it arrives.
  let heldRequests: AsyncStream<MessageCursor>

  init(count: Int) {
    messages = (0..<count).map { id in
      Message(
        id: id, author: "ann", text: "message \(id)",
        sentAt: Self.start.addingTimeInterval(Double(id) * 2 * 3_600))
    }
    (heldRequests, arrived) = AsyncStream.makeStream(of: MessageCursor.self)
  }

  /// The cursors asked for, in order.
  var requests: [MessageCursor] { state.withLock { $0.requests } }

  /// Holds the answer to the next request until ``release()``.
  func holdNextRequest() { state.withLock { $0.holdsNext = true } }

  /// Answers the request held.
  func release() {
    let held = state.withLock { state in
      defer { state.held = nil }
      return state.held
    }
    held?.resume()
  }

  func messages(in room: String, endingAt cursor: MessageCursor, limit: Int) async throws
    -> [Message]
  {
    let holds = state.withLock { state in
      state.requests.append(cursor)
      defer { state.holdsNext = false }
      return state.holdsNext
    }
    if holds {
      // Not cancellable: a server holding a request until the test answers it (`release()`).
      await withCheckedContinuation { reply in
        state.withLock { $0.held = reply }
        arrived.yield(cursor)
      }
    }
    let end: Int
    switch cursor {
    case .newest: end = messages.count
    case .before(let id): end = messages.firstIndex { $0.id == id } ?? 0
    }
    return Array(messages[max(0, end - limit)..<end])
  }
}

/// The contacts server of the grouped list's tests: 10 contacts for each of the letters A to
/// T, sorted by name, every third one a favourite, in pages of 20.
final class FakeContactsService: ContactsService {
  static let pageSize = 20
  let contacts: [Contact]
  private let pages = Locked<[Int]>([])

  init() {
    let letters = "ABCDEFGHIJKLMNOPQRST".map { String($0) }
    contacts = letters.enumerated().flatMap { letter, name in
      (0..<10).map { index in
        let id = letter * 10 + index
        return Contact(id: id, name: "\(name)name \(index)", isFavorite: id % 3 == 0)
      }
    }
  }

  /// The pages asked for, in order.
  var requestedPages: [Int] { pages.withLock { $0 } }

  func contacts(matching search: String, page: Int) async throws -> [Contact] {
    pages.withLock { $0.append(page) }
    let start = min(contacts.count, (page - 1) * Self.pageSize)
    return Array(contacts[start..<min(contacts.count, start + Self.pageSize)])
  }
}
