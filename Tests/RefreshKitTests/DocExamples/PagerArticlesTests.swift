import RefreshKit
import Testing

private struct LikeRefused: Error {}

@MainActor
@Suite("The Pager articles' code does what the articles say", .timeLimit(.minutes(3)))
struct PagerArticlesTests {
  private static func api(likes: Bool) -> PostAPI {
    PostAPI(
      posts: { _, token in
        let start = Int(token ?? "0") ?? 0
        let posts = (start..<start + 3).map { Post(id: $0, title: "post \($0)") }
        return PostAPI.Response(posts: posts, nextToken: start < 3 ? String(start + 3) : nil)
      },
      like: { _ in if !likes { throw LikeRefused() } })
  }

  @Test("the timeline pages by token, and a refused like rolls back")
  func timeline() async {
    let timeline = makeTimeline(api: Self.api(likes: false))
    var changes = 0
    _ = mirror(timeline)
    _ = timeline.observeChanges { _ in changes += 1 }
    await timeline.refresh()
    await timeline.loadMore()
    #expect(timeline.items.map(\.id) == Array(0..<6))
    await like(timeline.items[0], in: timeline, api: Self.api(likes: false))
    #expect(timeline.items[0].isLiked == false)
    await like(timeline.items[0], in: timeline, api: Self.api(likes: true))
    #expect(timeline.items[0].isLiked)
    #expect(changes == 5, "two pages, the like, its rollback, the second like")
  }

  @Test("the SwiftUI article's client ends paging at a short page")
  func searchClient() async throws {
    let client = GitHubSearchClient { query, page in
      (0..<(page < 2 ? 30 : 5)).map {
        GitHubRepository(id: page * 100 + $0, fullName: "\(query)/\($0)", stars: $0)
      }
    }
    #expect(try await client.page("swift", nil).next == 2)
    #expect(try await client.page("swift", 2).next == nil)
  }
}

@MainActor
@Suite("The windowed-lists article", .timeLimit(.minutes(3)))
struct WindowedListsArticleTests {
  static let api = ChatAPI { _, number in
    let start = (number - 1) * 50
    let end = min(start + 50, 10_000)
    return ChatAPI.Response(
      messages: (start..<end).map { ChatMessage(id: $0, text: "message \($0)") }, total: 10_000)
  }

  @Test("the chat opens around page 100, loads both ways and comes back after a relaunch")
  func chat() async throws {
    let chat = try makeChat(api: Self.api, around: 100)
    await chat.refresh()
    #expect(chat.items.first?.id == 4_950 && chat.placeholdersBefore == 4_950)
    chat.itemDidAppear(at: 2)
    await chat.waitUntilIdle()
    #expect(chat.items.first?.id == 4_900)
    chat.positionDidAppear(4_990)
    let relaunched = try relaunch(after: chat, api: Self.api)
    await relaunched.waitUntilIdle()
    #expect(relaunched.anchor == PagerAnchor(id: 4_990, position: 4_990))
  }
}
