import Foundation
@_spi(Diagnostics) import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite(
  "Pager revalidation without a cache: a pull sends the first page's validator",
  .timeLimit(.minutes(3)))
struct PagerPullRevalidationTests {
  let server = ArticleServer()

  /// A revalidating pager on `server`, without a cache.
  func makePager() -> ArticlePager {
    let server = server
    return ArticlePager(query: "swift", configuration: .fixed(prefetchDistance: 2)) { request in
      try await server.request(target: request)
    }
  }

  func recordChanges(of pager: ArticlePager) -> ChangeLog {
    let log = ChangeLog()
    pager.observeChanges { log.changes.append($0) }
    return log
  }

  static func tag(_ page: Int) -> PageValidator { PagerRevalidationTests.tag(page) }

  @Test("a pull whose first page is unchanged keeps the list as it is")
  func pullUnchangedKeepsList() async throws {
    let pager = makePager()
    let log = recordChanges(of: pager)
    Task { await pager.refresh() }
    let first = try #require(await arrival(of: 0, at: server))
    #expect(first.load.target.validator == nil)
    var page = articlePage(1...3, next: 2)
    page.validator = Self.tag(1)
    await respond(server, 0, with: .success(page), settling: pager)
    pager.itemDidAppear(at: 2)
    var second = articlePage(4...5, next: nil)
    second.validator = Self.tag(2)
    await answer(server, 1, with: .success(second), settling: pager)
    let version = pager.version
    let changes = log.changes.count

    Task { await pager.refresh() }
    let pull = try #require(await arrival(of: 2, at: server))
    #expect(pull.load.target.validator == Self.tag(1))
    await respond(server, 2, with: .success(.unchanged()), settling: pager)
    await answer(server, 3, with: .success(.unchanged()), settling: pager)
    #expect(server.requests.last?.load.target.validator == Self.tag(2))
    #expect(pager.ids == [1, 2, 3, 4, 5])
    #expect(pager.version == version)
    #expect(log.changes.count == changes)
  }

  @Test("an unchanged answer to a request without a validator fails with a typed error")
  func unchangedWithoutValidatorFails() async {
    let pager = makePager()
    Task { await pager.refresh() }
    await answer(server, 0, with: .success(.unchanged()), settling: pager)
    #expect(pager.loadStates.refresh.failure?.error is UnchangedPageWithoutValidator)
    #expect(pager.ids.isEmpty)
  }

  @Test("a pager told its loader reads no validators sends none and replaces the list")
  func legacyLoaderSendsNoValidators() async throws {
    let pager = ArticlePager(query: "swift", networkManager: server)
    Task { await pager.refresh() }
    var page = articlePage(1...3, next: nil)
    page.validator = Self.tag(1)
    await answer(server, 0, with: .success(page), settling: pager)
    Task { await pager.refresh() }
    let pull = try #require(await arrival(of: 1, at: server))
    #expect(pull.load.target.validator == nil)
    await respond(server, 1, with: .success(articlePage(7...8, next: nil)), settling: pager)
    #expect(pager.ids == [7, 8])
  }
}
