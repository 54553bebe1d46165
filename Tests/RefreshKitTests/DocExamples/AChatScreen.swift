// The code blocks of Documentation.docc/AChatScreen.md, verbatim: they must compile.
// AChatScreenTests runs them against a scripted server.
import Foundation
import RefreshKit

struct ChatMessage: Identifiable, Equatable, Sendable, Codable {
  let id: String  // made by the app, so the server's copy replaces the one shown at once
  var author: String
  var text: String
}

/// Where a page of messages starts.
enum MessageCursor: Hashable, Sendable, Codable {
  case newest
  case before(ChatMessage.ID)
  case after(ChatMessage.ID)
}

/// What the server answers: messages oldest first, and whether more lie on either side.
struct MessageBatch: Sendable {
  var messages: [ChatMessage]
  var hasOlder: Bool
  var hasNewer: Bool
}

protocol ChatService: Sendable {
  func messages(in room: String, at cursor: MessageCursor) async throws -> MessageBatch
  func send(_ message: ChatMessage, to room: String) async throws
}

@MainActor
func makeRoom(
  _ room: String, service: some ChatService, cache: any PageCache<ChatMessage, MessageCursor>
) throws -> Pager<String, MessageCursor, ChatMessage> {
  let configuration = try PagerConfiguration(pageSize: 30, prefetchDistance: 10, maxItems: 300)
  return Pager(
    query: room, configuration: configuration, initialKey: .newest,
    cache: cache, cacheKey: { "room:\($0)" },
    loadPage: { request in
      let batch = try await service.messages(in: request.query, at: request.cursor ?? .newest)
      return Page(
        items: batch.messages,
        previous: batch.hasOlder ? batch.messages.first.map { .before($0.id) } : nil,
        next: batch.hasNewer ? batch.messages.last.map { .after($0.id) } : nil)
    })
}

@MainActor
func openRoom(_ chat: Pager<String, MessageCursor, ChatMessage>) async {
  await chat.loadIfNeeded()  // the cached messages at once, then the newest page
  chat.itemDidAppear(at: 0)  // the top row shows: the page of older messages loads
}

@MainActor
func send(
  _ text: String, in chat: Pager<String, MessageCursor, ChatMessage>, service: some ChatService
) async -> Bool {
  let message = ChatMessage(id: UUID().uuidString, author: "me", text: text)
  do {
    try await chat.mutate { edits in
      edits.insert(message, at: chat.items.count)  // at the bottom, at once
    } remote: {
      try await service.send(message, to: chat.query)
    }
    return true
  } catch {
    return false  // the message is gone from the list: tell the user it was not sent
  }
}

@MainActor
func makeGeneralRoom(service: some ChatService) throws
  -> Pager<String, MessageCursor, ChatMessage>
{
  let cache = InMemoryPageCache<ChatMessage, MessageCursor>()
  let chat = try makeRoom("general", service: service, cache: cache)
  return chat
}

@MainActor
func offlineNote(for chat: Pager<String, MessageCursor, ChatMessage>) -> String? {
  guard chat.loadStates.refresh.failure != nil else { return nil }
  guard let savedAt = chat.staleSince else { return "Offline" }
  return "Offline: messages as of \(savedAt)"
}
