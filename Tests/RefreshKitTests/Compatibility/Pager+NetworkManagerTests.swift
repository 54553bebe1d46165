import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite("Pager on a seed-style network manager: every option", .timeLimit(.minutes(2)))
struct PagerNetworkManagerTests {
  /// Page `number` of ten articles, with both keys (pages 1 to 9).
  func page(_ number: Int) -> ArticlePage {
    let first = (number - 1) * 10
    return Page(
      items: (first..<first + 10).map { Article(id: $0, title: "v1") },
      previous: number > 1 ? number - 1 : nil, next: number < 9 ? number + 1 : nil,
      itemsBefore: first, itemsAfter: 90 - first - 10)
  }

  @Test("a manager's pager opened at an initial key loads the page before when the top appears")
  func opensInTheMiddleAndPrepends() async throws {
    let server = ArticleServer()
    let pager = ArticlePager(
      query: "swift", networkManager: server,
      configuration: try PagerConfiguration(pageSize: 10, prefetchDistance: 2, maxItems: 40),
      initialKey: 5)
    pager.query = "swift"
    guard let first = await arrival(of: 0, at: server) else { return }
    #expect(first.load.target.cursor == 5)
    #expect(first.load.target.direction == .refresh)
    await respond(server, 0, with: .success(page(5)), settling: pager)
    #expect(pager.ids == Array(40..<50))

    pager.itemDidAppear(at: 0)
    guard let before = await arrival(of: 1, at: server) else { return }
    #expect(before.load.target.cursor == 4)
    #expect(before.load.target.direction == .prepend)
    await respond(server, 1, with: .success(page(4)), settling: pager)
    #expect(pager.ids == Array(30..<50))
  }

  @Test("a manager's pager keeps at most maxItems rows, dropping the far end")
  func keepsTheWindow() async throws {
    let server = ArticleServer()
    let pager = ArticlePager(
      query: "swift", networkManager: server,
      configuration: try PagerConfiguration(pageSize: 10, prefetchDistance: 2, maxItems: 20))
    pager.query = "swift"
    await answer(server, 0, with: .success(page(1)), settling: pager)
    for (request, number) in [(1, 2), (2, 3)] {
      pager.itemDidAppear(at: pager.items.count - 1)
      await answer(server, request, with: .success(page(number)), settling: pager)
    }
    #expect(pager.ids == Array(10..<30))
  }
}
