// swift-tools-version: 6.0
// Compiles RefreshKit's Apple-only code on Linux against stand-ins of UIKit and SwiftUI.
// APPLE_API_PLATFORM (ios | tvos | watchos, default ios) picks which platform's API the
// stand-ins declare and which defines the library sources get. Every target compiles the
// copy prepare-sources.pl makes in .build-sources/<platform>, with availability rewritten
// into domains the compiler checks; scripts/check-apple-api.sh runs it first. See README.md.
import Foundation
import PackageDescription

/// The Apple platform this build models.
enum ApplePlatform: String {
  case ios, tvos, watchos
}

let platform =
  ApplePlatform(rawValue: ProcessInfo.processInfo.environment["APPLE_API_PLATFORM"] ?? "ios")
  ?? .ios

let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  // `@available(AppleOS18)` and `#available(AppleOS18)`: see README.md, "Availability".
  .enableExperimentalFeature("CustomAvailability"),
]

/// Where prepare-sources.pl puts this platform's sources.
let sources = ".build-sources/\(platform.rawValue)"

/// What the root Package.swift defines for the library on `platform`.
let libraryDefines: [SwiftSetting] =
  switch platform {
  case .ios: [.define("REFRESHKIT_UIKIT_VIEWS"), .define("REFRESHKIT_REFRESH_CONTROL")]
  case .tvos: [.define("REFRESHKIT_UIKIT_VIEWS")]
  case .watchos: []
  }

/// What the stand-ins declare on `platform`: each define adds an area that a platform has.
let standInDefines: [SwiftSetting] =
  switch platform {
  case .ios:
    [
      .define("APPLE_API_UIKIT_VIEWS"), .define("APPLE_API_REFRESH_CONTROL"),
      .define("APPLE_API_INTERACTIVE_POP"),
    ]
  case .tvos: [.define("APPLE_API_UIKIT_VIEWS")]
  case .watchos: []
  }

let librarySettings = strictSettings + libraryDefines
let standInSettings = strictSettings + standInDefines
let apple: [Target.Dependency] = ["UIKit", "SwiftUI"]

/// What the library itself depends on beyond the stand-ins (as in the root Package.swift).
let libraryPackages: [Target.Dependency] = [
  .product(name: "Logging", package: "swift-log"),
  .product(name: "Metrics", package: "swift-metrics"),
]

let package = Package(
  name: "AppleAPI",
  dependencies: [
    .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    .package(url: "https://github.com/apple/swift-metrics", from: "2.5.0"),
  ],
  targets: [
    // The OS releases as availability domains, for the root package's minimums.
    .target(name: "AppleOSAvailability", path: "\(sources)/AppleOSAvailability"),
    // The stand-in of os's signposts, on every platform (canImport(os) in the library).
    .target(
      name: "os", dependencies: ["AppleOSAvailability"], path: "\(sources)/Sources/os",
      swiftSettings: standInSettings),
    // Stand-ins of Apple's frameworks, written from Apple's documentation.
    .target(
      name: "UIKit", dependencies: ["AppleOSAvailability"], path: "\(sources)/Sources/UIKit",
      swiftSettings: standInSettings),
    .target(
      name: "SwiftUI", dependencies: ["AppleOSAvailability"],
      path: "\(sources)/Sources/SwiftUI", swiftSettings: standInSettings),
    // The library's real sources (Linked/<Module> -> ../../../Sources/<Module>), as prepared.
    .target(
      name: "RefreshKitLocking", dependencies: ["os"], path: "\(sources)/Linked/RefreshKitLocking",
      swiftSettings: librarySettings),
    .target(
      name: "YLStateMachine", dependencies: ["RefreshKitLocking"] + apple,
      path: "\(sources)/Linked/YLStateMachine",
      swiftSettings: librarySettings),
    .target(
      name: "RefreshKit",
      dependencies: ["RefreshKitLocking", "os"] + apple + libraryPackages,
      path: "\(sources)/Linked/RefreshKit", swiftSettings: librarySettings),
    .target(
      name: "RefreshKitHTTP", dependencies: ["RefreshKit"] + apple,
      path: "\(sources)/Linked/RefreshKitHTTP", swiftSettings: librarySettings),
    .target(
      name: "RefreshKitSections", dependencies: ["RefreshKit"] + apple,
      path: "\(sources)/Linked/RefreshKitSections", swiftSettings: librarySettings),
    .target(
      name: "YLRefreshKit",
      dependencies: ["RefreshKit", "RefreshKitHTTP", "RefreshKitLocking", "YLStateMachine"] + apple,
      path: "\(sources)/Linked/YLRefreshKit", swiftSettings: librarySettings),
    .target(
      name: "Feedback", dependencies: apple, path: "\(sources)/Linked/Feedback",
      swiftSettings: librarySettings),
    .target(
      name: "Decomposer", dependencies: ["RefreshKit", "YLRefreshKit"] + apple,
      path: "\(sources)/Linked/Decomposer", swiftSettings: librarySettings),
    // The Apple-only documentation blocks, one target per test target that holds them, with
    // that test target's dependencies and the support files the blocks use.
    .target(
      name: "RefreshKitDocExamples", dependencies: ["RefreshKit", "YLRefreshKit"] + apple,
      path: "\(sources)/DocExamples/RefreshKitDocExamples", swiftSettings: librarySettings),
    .target(
      name: "FeedbackDocExamples", dependencies: ["Feedback"] + apple,
      path: "\(sources)/DocExamples/FeedbackDocExamples", swiftSettings: librarySettings),
    .target(
      name: "DecomposerDocExamples",
      dependencies: ["Decomposer", "RefreshKit", "YLRefreshKit", "YLStateMachine"] + apple,
      path: "\(sources)/DocExamples/DecomposerDocExamples", swiftSettings: librarySettings),
  ],
  swiftLanguageModes: [.v6]
)
