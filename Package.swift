// swift-tools-version: 6.0
import PackageDescription

let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

/// Names what the Apple-only files use, so a platform's build leaves out what its UIKit lacks.
let appleGlueSettings: [SwiftSetting] =
  strictSettings + [
    // UIKit views and view controllers: watchOS's UIKit has neither, macOS has no UIKit.
    .define("REFRESHKIT_UIKIT_VIEWS", .when(platforms: [.iOS, .macCatalyst, .tvOS, .visionOS])),
    // UIRefreshControl and UIScrollView.refreshControl: absent from tvOS.
    .define("REFRESHKIT_REFRESH_CONTROL", .when(platforms: [.iOS, .macCatalyst, .visionOS])),
  ]

let package = Package(
  name: "RefreshKit",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    // The core.
    .library(name: "RefreshKit", targets: ["RefreshKit"]),
    .library(name: "RefreshKitHTTP", targets: ["RefreshKitHTTP"]),
    .library(name: "RefreshKitSections", targets: ["RefreshKitSections"]),
    .library(name: "RefreshKitTesting", targets: ["RefreshKitTesting"]),
    // The seeds' systems, under the names their code imports.
    .library(name: "YLRefreshKit", targets: ["YLRefreshKit"]),
    .library(name: "YLStateMachine", targets: ["YLStateMachine"]),
    .library(name: "Decomposer", targets: ["Decomposer"]),
    // The RxFeedback-style loop of the GitHub search seed.
    .library(name: "Feedback", targets: ["Feedback"]),
  ],
  dependencies: [
    // The core's only dependencies: the logging and metrics APIs that the app may bootstrap.
    .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    .package(url: "https://github.com/apple/swift-metrics", from: "2.5.0"),
    // Tests only: a controllable clock for automatic retries. Apps using RefreshKit never fetch it.
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.0"),
  ],
  targets: [
    // Not a product: the one lock every module keeps its shared state behind (`package` API).
    .target(name: "RefreshKitLocking", swiftSettings: strictSettings),
    .target(
      name: "YLStateMachine", dependencies: ["RefreshKitLocking"], swiftSettings: strictSettings),
    .target(
      name: "RefreshKit",
      dependencies: [
        "RefreshKitLocking",
        .product(name: "Logging", package: "swift-log"),
        .product(name: "Metrics", package: "swift-metrics"),
      ],
      swiftSettings: appleGlueSettings
    ),
    .target(
      name: "YLRefreshKit",
      dependencies: ["RefreshKit", "RefreshKitHTTP", "RefreshKitLocking", "YLStateMachine"],
      swiftSettings: appleGlueSettings),
    .target(
      name: "RefreshKitTesting",
      dependencies: ["RefreshKit", "RefreshKitLocking", "YLRefreshKit", "YLStateMachine"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "RefreshKitHTTP", dependencies: ["RefreshKit"],
      swiftSettings: strictSettings),
    .target(
      name: "RefreshKitSections", dependencies: ["RefreshKit"],
      swiftSettings: appleGlueSettings),
    .target(name: "Feedback", swiftSettings: strictSettings),
    .target(
      name: "Decomposer", dependencies: ["RefreshKit", "YLRefreshKit"],
      swiftSettings: appleGlueSettings),
    // Tests only, not a product: reads the repository's own sources for the source scans.
    .target(name: "SourceScanning", path: "Tests/SourceScanning", swiftSettings: strictSettings),
    .testTarget(
      name: "RefreshKitLockingTests", dependencies: ["RefreshKitLocking", "SourceScanning"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "YLStateMachineTests",
      dependencies: ["YLStateMachine", "RefreshKitLocking", "RefreshKitTesting"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "RefreshKitTests",
      dependencies: [
        "RefreshKit", "RefreshKitLocking", "RefreshKitTesting", "SourceScanning", "YLRefreshKit",
        "YLStateMachine",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "Metrics", package: "swift-metrics"),
        .product(name: "MetricsTestKit", package: "swift-metrics"),
      ],
      swiftSettings: appleGlueSettings
    ),
    .testTarget(
      name: "RefreshKitHTTPTests",
      dependencies: [
        "RefreshKitHTTP", "RefreshKit", "RefreshKitLocking", "RefreshKitTesting", "YLRefreshKit",
        "YLStateMachine",
        .product(name: "Clocks", package: "swift-clocks"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "RefreshKitSectionsTests",
      dependencies: [
        "RefreshKitSections", "RefreshKit", "RefreshKitLocking", "RefreshKitTesting",
        "SourceScanning",
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "RefreshKitTestingTests",
      dependencies: ["RefreshKitTesting", "RefreshKit", "RefreshKitLocking"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "FeedbackTests", dependencies: ["Feedback", "RefreshKitLocking", "RefreshKitTesting"],
      swiftSettings: appleGlueSettings),
    .testTarget(
      name: "DecomposerTests",
      dependencies: [
        "Decomposer", "RefreshKit", "RefreshKitLocking", "RefreshKitTesting", "SourceScanning",
        "YLRefreshKit", "YLStateMachine",
      ],
      swiftSettings: appleGlueSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
