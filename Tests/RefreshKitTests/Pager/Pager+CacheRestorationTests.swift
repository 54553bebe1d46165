import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

/// A relaunch on a cache comes back where the user was: a restoration shows the anchor's cached
/// page at once (offline too), and the first load keeps the place unless the refresh policy
/// goes back to the initial key.
@MainActor
@Suite("Pager with a cache: a relaunch comes back where the user was", .timeLimit(.minutes(2)))
struct PagerCacheRestorationTests {
  typealias MessagePager = Pager<String, Int, Message>
  typealias MessageServer = ScriptedNetworkManager<MessageLoad, MessagePage>

  let server = SwitchableWindowServer(WindowServer(count: 1_000, pageSize: 10))
  let cache = InMemoryPageCache<Message, Int>()

  /// A pager of pages of 10 from the start, at most 40 rows, on `server` (or `loadPage`) and
  /// `cache`.
  func pager(
    _ policy: RefreshPolicy = .replaceAll, loadPage: MessagePager.LoadPage? = nil
  ) throws -> MessagePager {
    let server = server
    return MessagePager(
      query: "room",
      configuration: try PagerConfiguration(
        pageSize: 10, prefetchDistance: 3, maxItems: 40, refreshPolicy: policy),
      pageAt: { PagePosition(cursor: $0 / 10 + 1, itemsBefore: $0 / 10 * 10) },
      cache: cache, cacheKey: { "room:\($0)" }, loadPage: loadPage ?? { try server.load($0) })
  }

  /// A pager that walked to row 300 (pages 30 and 31 held, and cached); returns it settled.
  func walkedToRow300(_ policy: RefreshPolicy = .replaceAll) async throws -> MessagePager {
    let pager = try pager(policy)
    await pager.refresh()
    pager.jump(to: 300)
    await pager.waitUntilIdle()
    await pager.waitForCache()
    #expect(pager.items.first?.id == 290 && pager.items.last?.id == 309)
    return pager
  }

  @Test("offline, a restoration shows the anchor's cached page in its place and says it failed")
  func restorationOfflineShowsTheCachedAnchor() async throws {
    let first = try await walkedToRow300()
    let saved = first.restoration()
    #expect(saved.anchorID == 300 && saved.cursor == 31 && saved.itemsBefore == 300)

    server.isOffline = true
    let relaunched = try pager()
    relaunched.restore(saved)
    await relaunched.waitUntilIdle()
    #expect(server.loads.last?.cursor == 31, "the anchor's page was asked for")
    #expect(relaunched.items.array == first.items.array)
    #expect(relaunched.placeholdersBefore == 290 && relaunched.positionCount == 1_000)
    #expect(relaunched.item(atPosition: 300)?.id == 300)
    #expect(relaunched.anchor == PagerAnchor(id: 300, position: 300))
    #expect(relaunched.loadStates.refresh.failure?.error is ServerUnavailable)
    #expect(relaunched.staleSince != nil)
    #expect(relaunched.restoration() == saved, "saved again offline, the place is the same")
  }

  @Test("a restoration shows the cached rows while the anchor's page loads, then keeps the anchor")
  func restorationShowsCachedRowsThenKeepsTheAnchor() async throws {
    let saved = try await walkedToRow300().restoration()
    let scripted = MessageServer()
    let relaunched = try pager(loadPage: { try await scripted.request(target: $0) })
    relaunched.restore(saved)
    let request = try #require(await scripted.request(at: 0, timeout: .seconds(10)))
    #expect(request.load.target.cursor == 31)
    await relaunched.waitForCache()
    #expect(relaunched.item(atPosition: 300)?.id == 300, "shown before the page arrived")
    #expect(relaunched.anchor == PagerAnchor(id: 300, position: 300))
    #expect(relaunched.loadStates.refresh.isLoading)

    server.change { $0.ids.insert(contentsOf: 5_000..<5_003, at: 0) }  // row 300 moves to 303
    let page = try server.load(request.load.target)
    #expect(await scripted.respond(to: 0, with: .success(page), settling: relaunched))
    #expect(relaunched.anchor == PagerAnchor(id: 300, position: 303))
    #expect(relaunched.item(atPosition: 303)?.id == 300)
    #expect(relaunched.staleSince == nil && relaunched.hasLoaded)
  }

  @Test("with keepPosition, an online relaunch keeps the cached place, not the initial key's page")
  func keepPositionRelaunchKeepsTheCachedPlace() async throws {
    _ = try await walkedToRow300(.keepPosition)
    let sent = server.loads.count
    let relaunched = try pager(.keepPosition)
    await relaunched.loadIfNeeded()
    await relaunched.waitUntilIdle()
    #expect(server.loads.dropFirst(sent).first?.cursor == 30, "the first cached page's, not nil")
    #expect(relaunched.anchor == PagerAnchor(id: 290, position: 290), "the first cached row")
    #expect(relaunched.item(atPosition: 290)?.id == 290)
    #expect(!relaunched.items.contains(id: 0))
    #expect(relaunched.staleSince == nil && relaunched.hasLoaded)
  }

  @Test("with revalidateLoaded, an online relaunch revalidates the cached pages where they are")
  func revalidateLoadedRelaunchKeepsTheCachedPages() async throws {
    let first = try await walkedToRow300(.revalidateLoaded)
    let sent = server.loads.count
    let relaunched = try pager(.revalidateLoaded)
    await relaunched.loadIfNeeded()
    await relaunched.waitUntilIdle()
    let revalidations = server.loads.dropFirst(sent)
    #expect(revalidations.map(\.cursor) == [30, 31])
    #expect(revalidations.allSatisfy { $0.validator != nil })
    #expect(relaunched.items.array == first.items.array)
    #expect(relaunched.placeholdersBefore == 290)
    #expect(relaunched.staleSince == nil && relaunched.hasLoaded)
  }

  @Test("with replaceAll, an online relaunch goes back to the initial key's page, as a pull does")
  func replaceAllRelaunchLoadsTheInitialKey() async throws {
    _ = try await walkedToRow300()
    let sent = server.loads.count
    let relaunched = try pager()
    await relaunched.loadIfNeeded()
    #expect(server.loads.dropFirst(sent).first?.cursor == nil)
    #expect(relaunched.items.first?.id == 0 && relaunched.placeholdersBefore == 0)
    #expect(relaunched.anchor == nil)
  }
}
