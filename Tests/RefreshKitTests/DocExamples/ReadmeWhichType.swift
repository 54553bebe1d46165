import RefreshKit

/// GettingStarted.md's "Configure it" (once the README's "Which type to pick"): the quick
/// start's `Pager`, configured as a chat (the types of AChatScreen.md).
enum ReadmeWhichTypeExample {
  /// A chat server that answers pages directly.
  struct RoomAPI: Sendable {
    var page: @Sendable (_ room: String, _ at: MessageCursor) -> Page<ChatMessage, MessageCursor>

    func messages(in room: String, at cursor: MessageCursor) async throws
      -> Page<ChatMessage, MessageCursor>
    {
      page(room, cursor)
    }
  }

  @MainActor
  static func chat(api: RoomAPI) throws -> Pager<String, MessageCursor, ChatMessage> {
    let configuration = try PagerConfiguration(
      pageSize: 50, prefetchDistance: 20, maxItems: 500, refreshPolicy: .keepPosition)
    let chat = Pager(
      query: "general", configuration: configuration, initialKey: .newest
    ) { request in
      try await api.messages(in: request.query, at: request.cursor ?? .newest)  // a Page
    }
    return chat
  }
}
