import Foundation
import RefreshKit
import RefreshKitLocking
import RefreshKitTesting
import Testing

/// The chat server of the tests: its messages, whether it can be reached, the cursors it was
/// asked for, and the one send it holds until the test answers it.
final class ScriptedChatService: ChatService {
  struct Offline: Error {}
  struct Refused: Error {}

  private struct State {
    var messages: [ChatMessage]
    var isOffline = false
    var requests: [MessageCursor] = []
    var heldSend: (message: ChatMessage, reply: CheckedContinuation<Void, any Error>)?
  }

  private let pageSize: Int
  private let state: Locked<State>
  private let arrived: AsyncStream<ChatMessage>.Continuation
  /// Every send that reached the server, in order; the server holds each until
  /// ``answerSend(failing:)``.
  let arrivedSends: AsyncStream<ChatMessage>

  init(messageCount: Int, pageSize: Int = 30) {
    self.pageSize = pageSize
    state = Locked(
      State(
        messages: (0..<messageCount).map {
          ChatMessage(id: "m\($0)", author: "ann", text: "message \($0)")
        }))
    (arrivedSends, arrived) = AsyncStream.makeStream(of: ChatMessage.self)
  }

  /// The cursors the pager asked for, in order.
  var requests: [MessageCursor] { state.withLock { $0.requests } }

  /// Whether every request fails with ``Offline``.
  var isOffline: Bool {
    get { state.withLock { $0.isOffline } }
    set { state.withLock { $0.isOffline = newValue } }
  }

  func messages(in room: String, at cursor: MessageCursor) async throws -> MessageBatch {
    try state.withLock { state in
      if state.isOffline { throw Offline() }
      state.requests.append(cursor)
      let ids = state.messages.map(\.id)
      let range: Range<Int>
      switch cursor {
      case .newest:
        range = max(0, ids.count - pageSize)..<ids.count
      case .before(let id):
        let end = ids.firstIndex(of: id) ?? 0
        range = max(0, end - pageSize)..<end
      case .after(let id):
        let start = (ids.firstIndex(of: id) ?? ids.count - 1) + 1
        range = start..<min(ids.count, start + pageSize)
      }
      return MessageBatch(
        messages: Array(state.messages[range]), hasOlder: range.lowerBound > 0,
        hasNewer: range.upperBound < ids.count)
    }
  }

  func send(_ message: ChatMessage, to room: String) async throws {
    // Not cancellable: a send the server holds until the test answers it (`answerSend`).
    try await withCheckedThrowingContinuation { reply in
      state.withLock { $0.heldSend = (message, reply) }
      arrived.yield(message)
    }
  }

  /// Answers the send held: stores its message, or fails with `error`.
  func answerSend(failing error: (any Error)? = nil) {
    let held = state.withLock { state in
      defer { state.heldSend = nil }
      if let held = state.heldSend, error == nil { state.messages.append(held.message) }
      return state.heldSend
    }
    if let error {
      held?.reply.resume(throwing: error)
    } else {
      held?.reply.resume()
    }
  }
}

@MainActor
@Suite("A chat screen: the article's code against a scripted server", .timeLimit(.minutes(1)))
struct AChatScreenTests {
  private static func ids(_ range: Range<Int>) -> [String] { range.map { "m\($0)" } }

  @Test("the chat opens at the newest page and loads older messages when the top row appears")
  func opensAtTheNewestPage() async throws {
    let service = ScriptedChatService(messageCount: 100)
    let chat = try makeGeneralRoom(service: service)
    await chat.loadIfNeeded()
    #expect(service.requests == [.newest])
    #expect(chat.items.map(\.id) == Self.ids(70..<100))
    #expect(chat.loadStates.append.endReached, "the newest message is the end")
    #expect(!chat.loadStates.prepend.endReached)

    await openRoom(chat)
    await chat.waitUntilIdle()
    #expect(service.requests == [.newest, .before("m70")])
    #expect(chat.items.map(\.id) == Self.ids(40..<100))

    for _ in 0..<5 where !chat.loadStates.prepend.endReached {  // scroll to the first message
      chat.itemDidAppear(at: 0)
      await chat.waitUntilIdle()
    }
    #expect(service.requests == [.newest, .before("m70"), .before("m40"), .before("m10")])
    #expect(chat.items.map(\.id) == Self.ids(0..<100))
    #expect(chat.placeholdersBefore == 0 && chat.placeholdersAfter == 0)
  }

  @Test("a sent message shows at once and goes away when the send fails; older pages stay")
  func failedSendRollsBack() async throws {
    let service = ScriptedChatService(messageCount: 100)
    let chat = try makeGeneralRoom(service: service)
    await chat.loadIfNeeded()
    var sends = service.arrivedSends.makeAsyncIterator()

    let sending = Task { await send("hello", in: chat, service: service) }
    let message = try #require(await sends.next())
    #expect(message.text == "hello")
    #expect(chat.items.last == message, "shown before the server answered")

    chat.itemDidAppear(at: 0)  // an older page arrives while the send runs
    await chat.waitUntilIdle()
    #expect(chat.items.map(\.id) == Self.ids(40..<100) + [message.id])

    service.answerSend(failing: ScriptedChatService.Refused())
    #expect(await sending.value == false)
    #expect(chat.items.map(\.id) == Self.ids(40..<100), "only the message went away")
  }

  @Test("a sent message stays, and the server's copy takes its place on refresh, once")
  func sentMessageStays() async throws {
    let service = ScriptedChatService(messageCount: 100)
    let chat = try makeGeneralRoom(service: service)
    await chat.loadIfNeeded()
    var sends = service.arrivedSends.makeAsyncIterator()

    let sending = Task { await send("hello", in: chat, service: service) }
    let message = try #require(await sends.next())
    service.answerSend()
    #expect(await sending.value)
    #expect(chat.items.last == message)

    await chat.refresh()
    #expect(chat.items.map(\.id) == Self.ids(71..<100) + [message.id])
  }

  @Test("offline, a new pager on the same cache shows the cached messages; retry loads the newest")
  func offlineShowsCachedMessages() async throws {
    let service = ScriptedChatService(messageCount: 100)
    let cache = InMemoryPageCache<ChatMessage, MessageCursor>()
    let first = try makeRoom("general", service: service, cache: cache)
    await openRoom(first)
    await first.waitUntilIdle()
    await first.waitForCache()
    #expect(first.items.map(\.id) == Self.ids(40..<100))
    #expect(offlineNote(for: first) == nil)

    service.isOffline = true
    let relaunched = try makeRoom("general", service: service, cache: cache)
    await relaunched.loadIfNeeded()
    #expect(relaunched.items.array == first.items.array)
    #expect(relaunched.loadStates.refresh.failure?.error is ScriptedChatService.Offline)
    #expect(relaunched.staleSince != nil)
    #expect(offlineNote(for: relaunched)?.hasPrefix("Offline: messages as of") == true)

    service.isOffline = false
    await relaunched.retry()
    #expect(relaunched.items.map(\.id) == Self.ids(70..<100))
    #expect(relaunched.staleSince == nil && offlineNote(for: relaunched) == nil)
  }
}
