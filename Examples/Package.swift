// swift-tools-version: 6.0
import PackageDescription

// An offline, GitHub-compatible fixture HTTP server (Hummingbird 2) for RefreshKit's examples,
// demos and integration tests. All packages below are part of Hummingbird's dependency graph;
// they are listed so that every imported module is an explicit dependency.
let package = Package(
  name: "RefreshKitExamples",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "GitHubFixture", targets: ["GitHubFixture"]),
    .executable(name: "github-fixture-server", targets: ["github-fixture-server"]),
    .executable(name: "github-search", targets: ["github-search"]),
    .executable(name: "refreshkit-bench", targets: ["refreshkit-bench"]),
    .library(name: "TerminalUI", targets: ["TerminalUI"]),
  ],
  dependencies: [
    // The RefreshKit library itself, by path: the examples use it as an app would.
    .package(name: "RefreshKit", path: ".."),
    // The SQLite page cache, a package of its own so that RefreshKit alone never pulls GRDB.
    .package(name: "RefreshKitGRDB", path: "../RefreshKitGRDB"),
    .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.0.0"),
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
    .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
    .package(url: "https://github.com/apple/swift-http-types.git", from: "1.0.0"),
    .package(url: "https://github.com/apple/swift-log.git", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.60.0"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.0.0"),
    // SHA-256 for the page cache's partition of a token (GitHubSearch); already in the graph
    // through swift-nio-extras, and this range is within its range.
    .package(url: "https://github.com/apple/swift-crypto.git", "3.0.0"..<"5.0.0"),
  ],
  targets: [
    .target(
      name: "GitHubFixture",
      dependencies: [
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "RefreshKitTesting", package: "RefreshKit"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ]
    ),
    .executableTarget(
      name: "github-fixture-server",
      dependencies: [
        "GitHubFixture",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "UnixSignals", package: "swift-service-lifecycle"),
      ]
    ),
    .testTarget(
      name: "GitHubFixtureTests",
      dependencies: [
        "GitHubFixture",
        .product(name: "AsyncHTTPClient", package: "async-http-client"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
      ]
    ),
    .target(
      name: "TerminalUI",
      dependencies: [
        .product(name: "RefreshKit", package: "RefreshKit"),
        .product(name: "RefreshKitSections", package: "RefreshKit"),
      ]
    ),
    .target(
      name: "GitHubSearch",
      dependencies: [
        "TerminalUI",
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "Feedback", package: "RefreshKit"),
        .product(name: "RefreshKit", package: "RefreshKit"),
        .product(name: "YLRefreshKit", package: "RefreshKit"),
        .product(name: "RefreshKitGRDB", package: "RefreshKitGRDB"),
        .product(name: "RefreshKitHTTP", package: "RefreshKit"),
        .product(name: "RefreshKitSections", package: "RefreshKit"),
        .product(name: "Decomposer", package: "RefreshKit"),
        .product(name: "YLStateMachine", package: "RefreshKit"),
      ]
    ),
    .executableTarget(
      name: "github-search",
      dependencies: [
        "GitHubSearch",
        "GitHubFixture",
        "TerminalUI",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Feedback", package: "RefreshKit"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "RefreshKit", package: "RefreshKit"),
        .product(name: "RefreshKitHTTP", package: "RefreshKit"),
        .product(name: "Decomposer", package: "RefreshKit"),
        .product(name: "UnixSignals", package: "swift-service-lifecycle"),
      ]
    ),
    .executableTarget(
      name: "refreshkit-bench",
      dependencies: [
        "GitHubFixture",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Feedback", package: "RefreshKit"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "RefreshKit", package: "RefreshKit"),
        .product(name: "RefreshKitHTTP", package: "RefreshKit"),
        .product(name: "RefreshKitSections", package: "RefreshKit"),
        .product(name: "RefreshKitTesting", package: "RefreshKit"),
        .product(name: "YLRefreshKit", package: "RefreshKit"),
        .product(name: "YLStateMachine", package: "RefreshKit"),
        .product(name: "RefreshKitGRDB", package: "RefreshKitGRDB"),
      ]
    ),
    .testTarget(
      name: "TerminalUITests",
      dependencies: [
        "TerminalUI",
        .product(name: "RefreshKit", package: "RefreshKit"),
        .product(name: "RefreshKitSections", package: "RefreshKit"),
      ]
    ),
    .testTarget(
      name: "GitHubSearchTests",
      dependencies: [
        "GitHubSearch",
        "GitHubFixture",
        "TerminalUI",
        .product(name: "Feedback", package: "RefreshKit"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "RefreshKit", package: "RefreshKit"),
        .product(name: "RefreshKitGRDB", package: "RefreshKitGRDB"),
        .product(name: "RefreshKitHTTP", package: "RefreshKit"),
        .product(name: "RefreshKitSections", package: "RefreshKit"),
        .product(name: "RefreshKitTesting", package: "RefreshKit"),
        .product(name: "Decomposer", package: "RefreshKit"),
        .product(name: "YLRefreshKit", package: "RefreshKit"),
        .product(name: "YLStateMachine", package: "RefreshKit"),
      ]
    ),
    .testTarget(
      name: "RefreshKitHTTPIntegrationTests",
      dependencies: [
        "GitHubFixture",
        .product(name: "Logging", package: "swift-log"),
        .product(name: "RefreshKit", package: "RefreshKit"),
        .product(name: "YLRefreshKit", package: "RefreshKit"),
        .product(name: "RefreshKitHTTP", package: "RefreshKit"),
        .product(name: "RefreshKitTesting", package: "RefreshKit"),
        .product(name: "YLStateMachine", package: "RefreshKit"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
