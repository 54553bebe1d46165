import Foundation
import GitHubFixture
import Testing

@Suite("Fault switch: a running server's faults change between requests", .timeLimit(.minutes(3)))
struct FaultSwitchTests {
  @Test("faults start as configured and can be switched on and off while the server runs")
  func switchFaults() async throws {
    let server = try GitHubFixtureServer(
      configuration: .init(dataset: .dataset(generatedDataset)), logger: quietLogger)
    let running = try await server.start()
    do {
      let client = FixtureClient(baseURL: running.baseURL)
      #expect(running.faults.current == .none)
      #expect(try await client.search("cache").status == 200)

      running.faults.set(FaultConfiguration(failureRate: 1))
      #expect(server.faults.current == FaultConfiguration(failureRate: 1))
      for _ in 0..<3 {
        #expect([500, 502, 503].contains(try await client.search("cache").status))
      }

      running.faults.set(FaultConfiguration(malformedRate: 1))
      let malformed = try await client.search("cache")
      #expect(malformed.status == 200)
      #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: malformed.body) }

      running.faults.set(.none)
      #expect(try await client.search("cache").items().count == 30)
      try await running.stop()
    } catch {
      try await running.stop()
      throw error
    }
  }

  @Test("a rate limit switched off lets the next request through; switched on, it limits again")
  func switchRateLimit() async throws {
    let server = try GitHubFixtureServer(
      configuration: .init(
        dataset: .dataset(generatedDataset), faults: FaultConfiguration(rateLimitPerMinute: 1)),
      logger: quietLogger)
    let running = try await server.start()
    do {
      let client = FixtureClient(baseURL: running.baseURL)
      #expect(try await client.search("cache").status == 200)
      #expect(try await client.search("cache").status == 403)

      running.faults.set(.none)
      let unlimited = try await client.search("cache")
      #expect(unlimited.status == 200)
      #expect(unlimited.header("x-ratelimit-limit") == "1000000")

      running.faults.set(FaultConfiguration(rateLimitPerMinute: 1))
      #expect(try await client.search("cache").status == 403)
      try await running.stop()
    } catch {
      try await running.stop()
      throw error
    }
  }

  @Test("a server configured with faults starts with them switched on")
  func startsAsConfigured() throws {
    let faults = FaultConfiguration(failureRate: 0.5, malformedRate: 0.25)
    let server = try GitHubFixtureServer(
      configuration: .init(dataset: .dataset(generatedDataset), faults: faults),
      logger: quietLogger)
    #expect(server.faults.current == faults)
  }
}
