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

    /// Creates a configuration; the defaults serve a generated dataset on a free loopback port
    /// without faults.
    public init(
      host: String = "127.0.0.1",
      port: Int = 0,
      dataset: DatasetSource = .generated(),
      faults: FaultConfiguration = .none,
      seed: UInt64 = GitHubFixtureServer.defaultSeed
    ) {
      self.host = host
      self.port = port
      self.dataset = dataset
      self.faults = faults
      self.seed = seed
    }
  }
}
