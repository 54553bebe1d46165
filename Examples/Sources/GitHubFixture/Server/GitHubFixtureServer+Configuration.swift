import Foundation

extension GitHubFixtureServer {
  /// The seed used when none is given, for both the generated dataset and fault decisions.
  public static let defaultSeed: UInt64 = 42

  /// Where the served repositories come from.
  public enum DatasetSource: Sendable {
    /// A deterministic generated dataset of `count` repositories (seeded by the server's seed).
    case generated(count: Int = RepositoryDataset.defaultGeneratedCount)
    /// A JSON file in the format of `github-repos.json`.
    case file(path: String)
    /// An already loaded dataset.
    case dataset(RepositoryDataset)
  }

  /// Settings of a ``GitHubFixtureServer``.
  ///
  /// ```swift
  /// var configuration = GitHubFixtureServer.Configuration()
  /// configuration.dataset = .file(path: "/work/shared/data/github-repos.json")
  /// configuration.faults.rateLimitPerMinute = 10
  /// ```
  public struct Configuration: Sendable {
    /// The address to bind; loopback by default.
    public var host: String
    /// The port to bind; 0 picks a free port (learn it from `onReady` or ``start()``).
    public var port: Int
    /// The repositories to serve.
    public var dataset: DatasetSource
    /// Injected latency, failures, malformed bodies and rate limiting.
    public var faults: FaultConfiguration
    /// Seed for the generated dataset and for fault randomness.
    public var seed: UInt64
    /// The wall clock the rate limit reads: its 60-second windows and `x-ratelimit-reset`.
    ///
    /// Tests inject a clock they move themselves, so a window resets without waiting:
    ///
    /// ```swift
    /// let time = Mutex(Date(timeIntervalSince1970: 1_700_000_000))
    /// let configuration = GitHubFixtureServer.Configuration(
    ///   faults: .init(rateLimitPerMinute: 3), now: { time.withLock { $0 } })
    /// // … exhaust the limit, then:
    /// time.withLock { $0 += 60 }
    /// ```
    public var now: @Sendable () -> Date
    /// Live mode (`--live SEED`): the seed of the changes and the seconds between them;
    /// `nil` serves the dataset as it is (but for the stars users give).
    public var live: (seed: UInt64, interval: Int)?

    /// Creates a configuration; the defaults serve a generated dataset on a free loopback port
    /// without faults, on the system clock.
    public init(
      host: String = "127.0.0.1",
      port: Int = 0,
      dataset: DatasetSource = .generated(),
      faults: FaultConfiguration = .none,
      seed: UInt64 = GitHubFixtureServer.defaultSeed,
      now: @escaping @Sendable () -> Date = { Date() },
      live: (seed: UInt64, interval: Int)? = nil
    ) {
      self.host = host
      self.port = port
      self.dataset = dataset
      self.faults = faults
      self.seed = seed
      self.now = now
      self.live = live
    }
  }
}
