import NIOConcurrencyHelpers

/// The faults a server injects from now on: switch them between requests for
/// deterministic tests (fail every request, then none).
///
/// Every setting is read per request. A rate limit switched on counts the requests of the
/// current one-minute window, including those sent while it was off.
///
/// ```swift
/// let running = try await GitHubFixtureServer().start()
/// running.faults.set(FaultConfiguration(failureRate: 1))   // every request: 5xx
/// running.faults.set(.none)                                 // back to normal
/// ```
public final class FaultSwitch: Sendable {
  private let box: NIOLockedValueBox<FaultConfiguration>

  /// Creates a switch injecting `faults`.
  public init(_ faults: FaultConfiguration) {
    box = NIOLockedValueBox(faults)
  }

  /// The faults injected now.
  public var current: FaultConfiguration { box.withLockedValue { $0 } }

  /// Injects `faults` from the next request on.
  public func set(_ faults: FaultConfiguration) {
    box.withLockedValue { $0 = faults }
  }
}
