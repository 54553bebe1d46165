// swift-tools-version: 6.0
import PackageDescription

let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

// UIKit views and hosts compile only where UIKit has them (not on watchOS).
let uikitViews: [SwiftSetting] = [
  .define("REFRESHKIT_UIKIT_VIEWS", .when(platforms: [.iOS, .macCatalyst, .tvOS, .visionOS]))
]

let package = Package(
  name: "RefreshKit",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "StateMachine", targets: ["StateMachine"]),
    .library(name: "RefreshKit", targets: ["RefreshKit"]),
    .library(name: "RefreshKitTesting", targets: ["RefreshKitTesting"]),
    .library(name: "RefreshKitHTTP", targets: ["RefreshKitHTTP"]),
    .library(name: "Feedback", targets: ["Feedback"]),
    .library(name: "SceneRouting", targets: ["SceneRouting"]),
  ],
  dependencies: [
    // Tests only: a controllable clock for automatic retries. Apps using RefreshKit never fetch it.
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.0")
  ],
  targets: [
    .target(name: "StateMachine", swiftSettings: strictSettings),
    .target(name: "RefreshKit", dependencies: ["StateMachine"], swiftSettings: strictSettings),
    .target(
      name: "RefreshKitTesting",
      dependencies: ["RefreshKit", "StateMachine"],
      swiftSettings: strictSettings
    ),
    .target(name: "RefreshKitHTTP", dependencies: ["RefreshKit"], swiftSettings: strictSettings),
    .target(name: "Feedback", swiftSettings: strictSettings),
    .target(
      name: "SceneRouting", dependencies: ["RefreshKit"],
      swiftSettings: strictSettings + uikitViews
    ),
    .testTarget(
      name: "StateMachineTests",
      dependencies: ["StateMachine", "RefreshKitTesting"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "RefreshKitTests",
      dependencies: [
        "RefreshKit", "RefreshKitTesting", "StateMachine",
        .product(name: "Clocks", package: "swift-clocks"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "RefreshKitHTTPTests",
      dependencies: ["RefreshKitHTTP", "RefreshKit", "RefreshKitTesting", "StateMachine"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "RefreshKitTestingTests",
      dependencies: ["RefreshKitTesting", "RefreshKit"],
      swiftSettings: strictSettings
    ),
    .testTarget(name: "FeedbackTests", dependencies: ["Feedback"], swiftSettings: strictSettings),
    .testTarget(
      name: "SceneRoutingTests",
      dependencies: ["SceneRouting", "RefreshKit", "RefreshKitTesting", "StateMachine"],
      swiftSettings: strictSettings + uikitViews
    ),
  ],
  swiftLanguageModes: [.v6]
)
