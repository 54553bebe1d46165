// swift-tools-version: 6.0
import PackageDescription

// A separate package, not a product of the root one: an app that adds only RefreshKit never
// fetches or builds GRDB. (A package trait would still resolve GRDB for every app.)
let package = Package(
  name: "RefreshKitGRDB",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "RefreshKitGRDB", targets: ["RefreshKitGRDB"])
  ],
  dependencies: [
    .package(name: "RefreshKit", path: ".."),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
  ],
  targets: [
    .target(
      name: "RefreshKitGRDB",
      dependencies: [
        .product(name: "RefreshKit", package: "RefreshKit"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ],
      swiftSettings: [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("InternalImportsByDefault"),
      ]
    ),
    // Test support: a process that writes pages until it is killed (the kill -9 test). Not a
    // dependency of the tests (that breaks Swift Testing's macros); `swift build --build-tests`
    // and `swift test` build it beside them.
    .executableTarget(
      name: "page-cache-crash-writer",
      dependencies: ["RefreshKitGRDB", .product(name: "RefreshKit", package: "RefreshKit")]
    ),
    .testTarget(
      name: "RefreshKitGRDBTests",
      dependencies: [
        "RefreshKitGRDB",
        .product(name: "RefreshKit", package: "RefreshKit"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ],
      // A cache file written by an older schema, for the migration tests.
      resources: [.copy("Fixtures")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
