// The platform-neutral code blocks of Documentation.docc/SwiftUIScreenOnPager.md, verbatim.
// The SwiftUI view itself needs Apple's SDK; the Apple API check compiles it.
import RefreshKit

struct GitHubRepository: Identifiable, Equatable, Sendable {
  let id: Int
  var fullName: String
  var stars: Int
}

struct GitHubSearchClient: Sendable {
  var search: @Sendable (_ query: String, _ page: Int) async throws -> [GitHubRepository]

  func page(_ query: String, _ page: Int?) async throws -> Page<GitHubRepository, Int> {
    let number = page ?? 1
    let found = try await search(query, number)
    return Page(items: found, next: found.count < 30 ? nil : number + 1)
  }
}

// A chat screen: the history both the SwiftUI and the UIKit chat screens load.
struct ChatLine: Identifiable, Equatable, Sendable {
  let id: Int
  var text: String
}

/// A room's history: pages of lines numbered from 1, the oldest; `newestPage` is the last.
struct ChatHistory: Sendable {
  var newestPage: Int
  var lines: @Sendable (_ room: String, _ page: Int) async throws -> [ChatLine]

  func page(_ request: PageRequest<String, Int>) async throws -> Page<ChatLine, Int> {
    let number = request.cursor ?? newestPage
    return Page(
      items: try await lines(request.query, number),
      previous: number > 1 ? number - 1 : nil,
      next: number < newestPage ? number + 1 : nil)
  }
}

@MainActor
func makeChatPager(room: String, history: ChatHistory) throws -> Pager<String, Int, ChatLine> {
  let configuration = try PagerConfiguration(
    pageSize: 50, prefetchDistance: 20, maxItems: 500, refreshPolicy: .keepPosition)
  let pager = Pager(
    query: room, configuration: configuration, initialKey: history.newestPage,
    loadPage: { try await history.page($0) })
  pager.texts = RefreshTexts(loadedMore: "{count} older messages loaded")
  return pager
}
