// The code blocks of Documentation.docc/WindowedLists.md, verbatim: they must compile.
import Foundation
import RefreshKit

/// The article's made-up chat API: pages of 50 messages, numbered from 1.
struct ChatAPI: Sendable {
  struct Response: Sendable {
    var messages: [ChatMessage]
    var total: Int
  }

  var page: @Sendable (_ room: String, _ number: Int) async throws -> Response

  func messages(room: String, page number: Int) async throws -> Response {
    try await page(room, number)
  }
}

struct ChatMessage: Identifiable, Equatable, Sendable {
  let id: Int
  var text: String
}

@MainActor
func makeChat(api: ChatAPI, around page: Int) throws -> Pager<String, Int, ChatMessage> {
  let configuration = try PagerConfiguration(
    pageSize: 50, prefetchDistance: 20, maxItems: 500, pipelineDepth: 2)
  return Pager(
    query: "general", configuration: configuration, initialKey: page,
    refreshPolicy: .keepPosition,
    pageAt: { PagePosition(cursor: $0 / 50 + 1, itemsBefore: $0 / 50 * 50) },
    cursorAfter: { $0 + 1 },
    load: { load in
      let number = load.cursor ?? 1
      let response = try await api.messages(room: load.query, page: number)
      let before = (number - 1) * 50
      let after = response.total - before - response.messages.count
      return Page(
        items: response.messages, previous: number > 1 ? number - 1 : nil,
        next: after > 0 ? number + 1 : nil, itemsBefore: before, itemsAfter: after)
    })
}

@MainActor
func relaunch(after chat: Pager<String, Int, ChatMessage>, api: ChatAPI) throws
  -> Pager<String, Int, ChatMessage>
{
  let saved: Data = try JSONEncoder().encode(chat.restoration())  // keep it anywhere

  // After a relaunch:
  let relaunched = try makeChat(api: api, around: 1)
  let restoration = try JSONDecoder().decode(
    PagerRestoration<String, Int, Int>.self, from: saved)
  relaunched.restore(restoration)
  return relaunched
}
