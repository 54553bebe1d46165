import Foundation
import Testing

@testable import GitHubFixture

@Suite("--live SEED: repositories change over time, deterministically", .timeLimit(.minutes(3)))
struct LiveModeTests {
  static let start = Date(timeIntervalSince1970: 1_700_000_000)

  @Test("the same seed and tick give the same repository; some change at each tick")
  func deterministic() {
    let live = LiveChanges(seed: 7, interval: 2, start: Self.start)
    let again = LiveChanges(seed: 7, interval: 2, start: Self.start)
    let other = LiveChanges(seed: 8, interval: 2, start: Self.start)
    let later = Self.start.addingTimeInterval(20)
    let repositories = Array(generatedDataset.repositories.prefix(300))
    let now = repositories.map { live.apply(to: $0, at: later).0 }
    #expect(now == repositories.map { again.apply(to: $0, at: later).0 })
    #expect(now != repositories.map { other.apply(to: $0, at: later).0 })
    #expect(repositories.map { live.apply(to: $0, at: Self.start).0 } == repositories)
    let changed = zip(now, repositories).filter { $0 != $1 }
    #expect(changed.count > 100)
    #expect(changed.contains { $0.description != $1.description })
    #expect(changed.allSatisfy { $0.stargazersCount > $1.stargazersCount })
  }

  @Test("the server serves the live values, X-Poll-Interval and a new ETag once they change")
  func served() async throws {
    let clock = ManualWallClock(start: Self.start)
    let repository = generatedDataset.repositories[3]
    let live = LiveChanges(seed: 5, interval: 2, start: Self.start)
    let tick = try #require(
      (1...60).first { live.lastChange(of: repository.id, atOrBefore: $0) == $0 })
    try await withFixtureServer(clock: clock, live: (seed: 5, interval: 2)) { client in
      let path = "/repos/\(repository.fullName)"
      let first = try await client.get(path)
      #expect(first.header("X-Poll-Interval") == "2")
      #expect(try first.jsonObject()["stargazers_count"] as? Int == repository.stargazersCount)
      let tag = try #require(first.header("ETag"))
      clock.advance(bySeconds: tick * 2)
      let changed = try await client.get(path, headers: [("If-None-Match", tag)])
      #expect(changed.status == 200)
      let body = try changed.jsonObject()
      let expected = live.apply(to: repository, at: clock.now).0
      #expect(body["stargazers_count"] as? Int == expected.stargazersCount)
      #expect(body["description"] as? String == expected.description)
      #expect((body["updated_at"] as? String ?? "") > (repository.pushedAt ?? ""))
    }
  }
}
