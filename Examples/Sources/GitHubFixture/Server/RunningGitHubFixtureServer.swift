import Hummingbird
import ServiceLifecycle

extension GitHubFixtureServer {
  /// Starts the server in the background and returns once it accepts connections.
  ///
  /// ```swift
  /// let running = try await GitHubFixtureServer().start()
  /// defer { Task { try await running.stop() } }
  /// let url = "\(running.baseURL)/search/repositories?q=swift"
  /// ```
  public func start() async throws -> RunningGitHubFixtureServer {
    let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
    let application = makeApplication { port in
      continuation.yield(port)
      continuation.finish()
    }
    let group = ServiceGroup(
      configuration: ServiceGroupConfiguration(services: [application], logger: logger))
    let task = Task {
      defer { continuation.finish() }
      try await group.run()
    }
    for await port in ports {
      return RunningGitHubFixtureServer(
        host: configuration.host, port: port, faults: faults, group: group, task: task)
    }
    // The server stopped (e.g. the port was taken) or the caller was cancelled.
    await group.triggerGracefulShutdown()
    try await task.value
    throw CancellationError()
  }
}

/// A fixture server started with ``GitHubFixtureServer/start()``; call ``stop()`` when done.
public final class RunningGitHubFixtureServer: Sendable {
  /// The bound address as configured, e.g. `127.0.0.1`.
  public let host: String
  /// The port actually bound.
  public let port: Int
  /// The faults injected now; switch them between requests.
  ///
  /// ```swift
  /// running.faults.set(FaultConfiguration(malformedRate: 1))
  /// ```
  public let faults: FaultSwitch
  private let group: ServiceGroup
  private let task: Task<Void, any Error>

  init(
    host: String, port: Int, faults: FaultSwitch, group: ServiceGroup, task: Task<Void, any Error>
  ) {
    self.host = host
    self.port = port
    self.faults = faults
    self.group = group
    self.task = task
  }

  /// The server's root URL, e.g. `http://127.0.0.1:8080` (wildcard hosts map to loopback).
  public var baseURL: String {
    let reachableHost = host == "0.0.0.0" || host == "::" ? "127.0.0.1" : host
    let bracketed = reachableHost.contains(":") ? "[\(reachableHost)]" : reachableHost
    return "http://\(bracketed):\(port)"
  }

  /// Shuts the server down gracefully and waits until it has stopped.
  public func stop() async throws {
    await group.triggerGracefulShutdown()
    try await task.value
  }
}
