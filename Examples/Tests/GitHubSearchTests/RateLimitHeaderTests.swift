import Decomposer
import Foundation
import GitHubSearch
import RefreshKitHTTP
import RefreshKitTesting
import Testing

/// The rate limit in the header of every screen: what remains and when it resets, a plain
/// "waiting" while requests are held, and nothing when the server sends no rate limit.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct RateLimitHeaderTests {
  let utc = TimeZone(secondsFromGMT: 0) ?? .current
  /// 2027-01-15 14:05:00 UTC.
  let reset = Date(timeIntervalSince1970: 1_800_021_900)

  func limit(remaining: Int) -> RateLimit {
    RateLimit(
      limit: 5_000, remaining: remaining, used: 5_000 - remaining, reset: reset, resource: .core)
  }

  /// A session showing an owner's list whose one page is already answered.
  func session(rateLimit: RateLimitStatus?) async throws -> BrowserSession {
    let lists = ScriptedNetworkManager<GitHubTarget, RepositoryList>()
    lists.enqueue(.success(Fixtures.page(owner: "alice", count: 2)))
    let host = TerminalSceneHost()
    let coordinator = SceneCoordinator(host: host)
    let owner = OwnerRepositoriesViewModel(
      sceneCoordinator: coordinator, services: Fixtures.services(lists: lists),
      targetInfo: BrowserTargetInfo.owner("alice"))
    try coordinator.transition(to: BrowserScene.ownerRepositories(owner), type: .root)
    await host.settleTop()
    try #require(owner.list.repositories.count == 2)
    return BrowserSession(host: host, coordinator: coordinator, rateLimit: rateLimit)
  }

  @Test("the header shows what remains of the rate limit and when it resets")
  func headerShowsRemainingAndReset() async throws {
    let status = RateLimitStatus()
    status.record(limit(remaining: 4_987))
    let content = try await session(rateLimit: status).content(visibleRows: 10, timeZone: utc)
    #expect(content.subtitle == "rate limit 4,987/5,000 · resets 14:05")
    #expect(content.rows.count == 3, "the owner's letter, then two repositories")
  }

  @Test("a pool other than the REST API's is named: search's 30 a minute are not core's 5,000")
  func otherPoolsAreNamed() {
    let status = RateLimitStatus()
    status.record(RateLimit(limit: 30, remaining: 28, used: 2, reset: reset, resource: .search))
    #expect(status.notice(timeZone: utc) == "search rate limit 28/30 · resets 14:05")
  }

  @Test("while requests are held the header says so, until a response has requests left")
  func headerSaysWhenRequestsAreHeld() async throws {
    let status = RateLimitStatus()
    status.record(limit(remaining: 0))
    status.hold(RateLimitHold(resource: .core, until: reset))
    let session = try await session(rateLimit: status)
    #expect(
      session.content(visibleRows: 10, timeZone: utc).subtitle
        == "rate limit reached — waiting until 14:05")
    status.hold(RateLimitHold(resource: .core, until: reset))
    status.record(
      RateLimit(limit: 30, remaining: 29, used: 1, reset: reset, resource: .search))
    #expect(
      session.content(visibleRows: 10, timeZone: utc).subtitle
        == "rate limit reached — waiting until 14:05",
      "search's requests left do not end core's hold")
    status.record(limit(remaining: 4_999))
    #expect(
      session.content(visibleRows: 10, timeZone: utc).subtitle
        == "rate limit 4,999/5,000 · resets 14:05")
  }

  @Test("without rate-limit fields from the server the header shows no rate limit")
  func noRateLimitNoNotice() async throws {
    let status = RateLimitStatus()
    #expect(status.notice(timeZone: utc) == nil)
    #expect(try await session(rateLimit: status).content(visibleRows: 10).subtitle == nil)
    #expect(try await session(rateLimit: nil).content(visibleRows: 10).subtitle == nil)
  }

  @Test("the header follows the gate's holds as they are reported")
  func followsTheGatesHolds() async throws {
    let status = RateLimitStatus()
    let (holds, reported) = AsyncStream.makeStream(of: RateLimitHold.self)
    let following = Task { await status.follow(holds) }
    reported.yield(RateLimitHold(resource: .search, until: reset))
    reported.finish()
    try await following.boundedValue("following the holds")
    #expect(status.heldUntil == reset)
    #expect(status.notice(timeZone: utc) == "search rate limit reached — waiting until 14:05")
  }
}
