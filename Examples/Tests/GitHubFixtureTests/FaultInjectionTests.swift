import Foundation
import GitHubFixture
import Testing

@Suite("Fault injection: failures, malformed bodies and latency", .timeLimit(.minutes(3)))
struct FaultInjectionTests {
  @Test("fail rate 1.0 answers every request with a 5xx and GitHub's Server Error body")
  func failures() async throws {
    try await withFixtureServer(faults: FaultConfiguration(failureRate: 1)) { client in
      for _ in 0..<10 {
        let response = try await client.search("cache")
        #expect([500, 502, 503].contains(response.status))
        #expect(try response.jsonObject()["message"] as? String == "Server Error")
        #expect(response.header("x-ratelimit-limit") != nil)
      }
    }
  }

  @Test("malformed rate 1.0 answers 200 with a body that is not valid JSON")
  func malformedBodies() async throws {
    try await withFixtureServer(faults: FaultConfiguration(malformedRate: 1)) { client in
      for path in ["/search/repositories?q=cache", "/users/nobody/repos"] {
        let response = try await client.get(path)
        #expect(response.status == 200)
        #expect(!response.body.isEmpty)
        #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: response.body) }
      }
    }
  }

  @Test("the same seed injects the same faults for the same request sequence")
  func deterministicFaults() async throws {
    let faults = FaultConfiguration(failureRate: 0.5)
    func statuses(seed: UInt64) async throws -> [Int] {
      try await withFixtureServer(faults: faults, seed: seed) { client in
        var statuses: [Int] = []
        for _ in 0..<20 { statuses.append(try await client.search("cache").status) }
        return statuses
      }
    }
    let first = try await statuses(seed: 1)
    #expect(try await statuses(seed: 1) == first)
    #expect(first.contains(200) && first.contains { $0 >= 500 })
  }

  @Test("latency and jitter still serve correct responses")
  func latency() async throws {
    let faults = FaultConfiguration(latencyMilliseconds: 1, jitterMilliseconds: 2)
    try await withFixtureServer(faults: faults) { client in
      let response = try await client.search("cache")
      #expect(response.status == 200)
    }
  }
}
