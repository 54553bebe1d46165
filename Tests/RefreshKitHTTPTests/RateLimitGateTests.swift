import Clocks
import Foundation
import RefreshKit
import RefreshKitHTTP
import Testing

@Suite("RateLimitGate: hold instead of fail, until the reset", .timeLimit(.minutes(3)))
struct RateLimitGateTests {
  let search = SearchTarget(query: "swift")
  static let next = "https://api.github.com/search/repositories?q=swift&page=2"
  static let third = "https://api.github.com/search/repositories?q=swift&page=3"

  @Test("an exhausted limit holds the next request until the reset, reports it, then resumes")
  func holdsUntilTheReset() async throws {
    let clock = TestClock()
    let wall = ManualDate()
    let gate = RateLimitGate(clock: clock, now: { wall.now })
    let transport = FakeTransport(
      Fixtures.searchPage(1...2, link: "<\(Self.next)>; rel=\"next\"")
        .adding(Fixtures.rateLimit(remaining: 0, reset: 60)),
      Fixtures.searchPage(3...4, link: "<\(Self.third)>; rel=\"next\"")
        .adding(Fixtures.rateLimit(remaining: 29, reset: 3_660)),
      Fixtures.searchPage(5...6).adding(Fixtures.rateLimit(remaining: 28, reset: 3_660)))
    let manager = Fixtures.searchManager(transport, rateLimitGate: gate)
    var holds = await gate.holds().makeAsyncIterator()
    let reset = Fixtures.fixedNow.addingTimeInterval(60)

    let first = try await manager.request(target: search)
    #expect(await gate.heldUntil(.search) == reset)
    let target = search
    let second = Task { try await manager.request(target: target, cursor: first.nextPage) }
    #expect(await holds.next() == RateLimitHold(resource: .search, until: reset))
    #expect(transport.requests.count == 1)

    await clock.advance(by: .seconds(59))
    wall.advance(by: 59)
    #expect(transport.requests.count == 1)
    #expect(await gate.heldUntil(.search) == reset)

    wall.advance(by: 2)
    await clock.advance(by: .seconds(2))
    let resumed = try await second.value
    #expect(resumed.items == Fixtures.repositories(3...4))
    #expect(await gate.heldUntil(.search) == nil)
    let third = try await manager.request(target: search, cursor: resumed.nextPage)
    #expect(third.items == Fixtures.repositories(5...6))
    #expect(transport.urls.dropFirst() == [Self.next, Self.third])
  }

  @Test("a request held past a fixed wall clock is sent once, and the hold is then over")
  func holdEndsAfterOneWait() async throws {
    let clock = TestClock()
    let gate = RateLimitGate(clock: clock, now: { Fixtures.fixedNow })
    let transport = FakeTransport(
      Fixtures.searchPage(1...1).adding(Fixtures.rateLimit(remaining: 0, reset: 10)),
      Fixtures.searchPage(2...2), Fixtures.searchPage(3...3))
    let manager = Fixtures.searchManager(transport, rateLimitGate: gate)
    var holds = await gate.holds().makeAsyncIterator()
    _ = try await manager.request(target: search)
    let target = search
    let held = Task { try await manager.request(target: target) }
    #expect(await holds.next()?.until == Fixtures.fixedNow.addingTimeInterval(10))
    await clock.advance(by: .seconds(11))
    #expect(try await held.value.items == Fixtures.repositories(2...2))
    #expect(try await manager.request(target: search).items == Fixtures.repositories(3...3))
    try await clock.checkSuspension()
  }

  @Test("cancelling a held request ends the hold with cancelled and sends nothing")
  func cancellationWhileHeld() async throws {
    let clock = TestClock()
    let gate = RateLimitGate(clock: clock, now: { Fixtures.fixedNow })
    let transport = FakeTransport(
      Fixtures.searchPage(1...1).adding(Fixtures.rateLimit(remaining: 0, reset: 600)))
    let manager = Fixtures.searchManager(transport, rateLimitGate: gate)
    var holds = await gate.holds().makeAsyncIterator()
    _ = try await manager.request(target: search)
    let target = search
    let held = Task { try await manager.request(target: target) }
    _ = await holds.next()
    held.cancel()
    await #expect(throws: HTTPLoadError.cancelled) { try await held.value }
    #expect(transport.requests.count == 1)
    #expect(await gate.heldUntil(.search) == Fixtures.fixedNow.addingTimeInterval(600))
  }

  @Test("a 403 rate-limit response arms the hold too, until its Retry-After")
  func forbiddenArmsTheHold() async throws {
    let clock = TestClock()
    let gate = RateLimitGate(clock: clock, now: { Fixtures.fixedNow })
    var limited = Fixtures.rateLimit(remaining: 5, reset: 3_600)
    limited.append(name: "Retry-After", value: "30")
    let transport = FakeTransport(
      Fixtures.failure(403, message: "You have exceeded a secondary rate limit", headers: limited),
      Fixtures.searchPage(1...1))
    let manager = Fixtures.searchManager(transport, rateLimitGate: gate)
    var holds = await gate.holds().makeAsyncIterator()
    let until = Fixtures.fixedNow.addingTimeInterval(30)
    await #expect(throws: HTTPLoadError.self) { try await manager.request(target: search) }
    let target = search
    let retry = Task { try await manager.request(target: target) }
    #expect(await holds.next() == RateLimitHold(resource: .search, until: until))
    await clock.advance(by: .seconds(31))
    #expect(try await retry.value.items == Fixtures.repositories(1...1))
    #expect(transport.requests.count == 2)
  }

  @Test("without rate-limit fields nothing is held, not even after a 429")
  func offWithoutRateLimitFields() async throws {
    let clock = TestClock()
    let gate = RateLimitGate(clock: clock, now: { Fixtures.fixedNow })
    var badReset = Fixtures.rateLimit(remaining: 0, reset: 60)
    badReset = HTTPHeaderFields(badReset.filter { $0.name != "x-ratelimit-reset" })
    badReset.append(name: "x-ratelimit-reset", value: "soon")
    let transport = FakeTransport(
      Fixtures.failure(429, message: "slow down", headers: ["Retry-After": "60"]),
      Fixtures.searchPage(1...1).adding(badReset), Fixtures.searchPage(2...2))
    let manager = Fixtures.searchManager(transport, rateLimitGate: gate)
    await #expect(throws: HTTPLoadError.self) { try await manager.request(target: search) }
    _ = try await manager.request(target: search)
    #expect(try await manager.request(target: search).items == Fixtures.repositories(2...2))
    for resource in [RateLimit.Resource.core, .search] {
      #expect(await gate.heldUntil(resource) == nil)
    }
    try await clock.checkSuspension()
  }

  @Test("a reset more than a day away is not waited for: the request is sent")
  func farResetIsNotHeld() async throws {
    let clock = TestClock()
    let gate = RateLimitGate(clock: clock, now: { Fixtures.fixedNow })
    let transport = FakeTransport(
      Fixtures.searchPage(1...1).adding(Fixtures.rateLimit(remaining: 0, reset: 172_800)),
      Fixtures.searchPage(2...2).adding(Fixtures.rateLimit(remaining: 0, reset: 86_400)))
    let manager = Fixtures.searchManager(transport, rateLimitGate: gate)
    _ = try await manager.request(target: search)
    #expect(await gate.heldUntil(.search) == nil)
    #expect(try await manager.request(target: search).items == Fixtures.repositories(2...2))
    #expect(await gate.heldUntil(.search) == Fixtures.fixedNow.addingTimeInterval(86_400))
    try await clock.checkSuspension()
  }

  @Test("a hold is per resource: a shared gate still sends another resource's requests")
  func holdsArePerResource() async throws {
    let clock = TestClock()
    let gate = RateLimitGate(clock: clock, now: { Fixtures.fixedNow })
    let searchTransport = FakeTransport(
      Fixtures.searchPage(1...1).adding(Fixtures.rateLimit(remaining: 0, reset: 60)))
    let reposTransport = FakeTransport(
      Fixtures.arrayPage(
        [7], headers: Fixtures.rateLimit(remaining: 10, reset: 60, resource: "core")),
      Fixtures.arrayPage([8]))
    let searching = Fixtures.searchManager(searchTransport, rateLimitGate: gate)
    let listing = Fixtures.userReposManager(reposTransport, rateLimitGate: gate)
    _ = try await searching.request(target: search)
    let owner = UserReposTarget(owner: "apple")
    #expect(try await listing.request(target: owner).items.map(\.id) == [7])
    #expect(try await listing.request(target: owner, cursor: 2).items.map(\.id) == [8])
    #expect(await gate.heldUntil(.search) == Fixtures.fixedNow.addingTimeInterval(60))
    #expect(await gate.heldUntil(.core) == nil)
    try await clock.checkSuspension()
  }
}
