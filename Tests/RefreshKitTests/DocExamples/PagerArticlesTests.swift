@_spi(Diagnostics) import RefreshKit
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
@Suite("The article on lists that load both ways", .timeLimit(.minutes(3)))
struct ListsThatLoadBothWaysArticleTests {
  static let api = PhotoAPI { _, number in
    let start = (number - 1) * 50
    let end = min(start + 50, 10_000)
    return PhotoAPI.Response(
      photos: (start..<end).map { Photo(id: $0, title: "photo \($0)") }, total: 10_000)
  }

  @Test("the library opens around page 100, loads both ways and comes back after a relaunch")
  func library() async throws {
    let library = try makeLibrary(api: Self.api, around: 100)
    await library.refresh()
    #expect(library.items.first?.id == 4_950 && library.placeholdersBefore == 4_950)
    #expect(library.positionCount == 10_000)
    library.itemDidAppear(at: 2)
    await library.waitUntilIdle()
    #expect(library.items.first?.id == 4_900)
    #expect(title(ofRow: 4_990, in: library) == "photo 4990")
    let relaunched = try relaunch(after: library, api: Self.api)
    await relaunched.waitUntilIdle()
    #expect(relaunched.anchor == PagerAnchor(id: 4_990, position: 4_990))
  }

  @Test("a far row is a placeholder until the jump there lands")
  func jump() async throws {
    let library = try makeLibrary(api: Self.api, around: 100)
    await library.refresh()
    #expect(library.canJump)
    #expect(title(ofRow: 9_000, in: library) == "Loading…")
    await library.waitUntilIdle()
    #expect(title(ofRow: 9_000, in: library) == "photo 9000")
    #expect(library.placeholdersBefore == 8_950, "the jump's page, then the page above the row")
  }
}
