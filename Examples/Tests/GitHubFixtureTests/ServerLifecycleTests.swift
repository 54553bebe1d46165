import Foundation
import GitHubFixture
import Testing

@Suite("Starting and stopping the server in-process", .timeLimit(.minutes(3)))
struct ServerLifecycleTests {
  @Test("start() binds a free loopback port and stop() shuts it down")
  func startAndStop() async throws {
    let server = try GitHubFixtureServer(
      configuration: .init(dataset: .dataset(generatedDataset)), logger: quietLogger)
    let running = try await server.start()
    #expect(running.port > 0)
    #expect(running.baseURL == "http://127.0.0.1:\(running.port)")
    let response = try await FixtureClient(baseURL: running.baseURL).get("/repos/a/b")
    #expect(response.status == 404)
    try await running.stop()
  }

  @Test("run(onReady:) reports the bound port and ends when its task is cancelled")
  func runOnReady() async throws {
    let server = try GitHubFixtureServer(
      configuration: .init(dataset: .generated(count: 50)), logger: quietLogger)
    let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
    let task = Task { try await server.run { continuation.yield($0) } }
    var iterator = ports.makeAsyncIterator()
    let port = try #require(await iterator.next())
    let response = try await FixtureClient(baseURL: "http://127.0.0.1:\(port)").search("a")
    #expect(response.status == 200)
    task.cancel()
    _ = await task.result
  }

  @Test("starting on a port that is taken fails instead of hanging")
  func portInUse() async throws {
    let first = try await GitHubFixtureServer(
      configuration: .init(dataset: .dataset(generatedDataset)), logger: quietLogger
    ).start()
    let second = try GitHubFixtureServer(
      configuration: .init(port: first.port, dataset: .dataset(generatedDataset)),
      logger: quietLogger)
    await #expect(throws: (any Error).self) { _ = try await second.start() }
    try await first.stop()
  }
}
