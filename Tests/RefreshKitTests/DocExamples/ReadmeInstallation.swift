import Foundation
import SourceScanning
import Testing

/// The README's installation block is a piece of a manifest, which no test target can compile;
/// it is kept here verbatim, and checked against the real `Package.swift`: every product it
/// names exists, and the platforms the README lists are the ones the manifest declares.
@Suite("README: the installation block names real products and the real platforms")
struct ReadmeInstallationTests {
  static let manifest = """
    // Package.swift
    dependencies: [
      .package(url: "https://github.com/<owner>/RefreshKit.git", branch: "main")
    ],
    targets: [
      .target(
        name: "MyApp",
        dependencies: [
          .product(name: "RefreshKit", package: "RefreshKit"),
          .product(name: "RefreshKitHTTP", package: "RefreshKit"),  // optional: URLSession paging
          .product(name: "RefreshKitSections", package: "RefreshKit"),  // optional: sections, filters
        ]),
      .testTarget(
        name: "MyAppTests",
        dependencies: [.product(name: "RefreshKitTesting", package: "RefreshKit")]),
    ]
    """

  static func text(_ path: String) throws -> String {
    try String(
      contentsOf: LibrarySources.repository.appendingPathComponent(path), encoding: .utf8)
  }

  /// The `"…"` values after `label` in `text`.
  static func values(after label: String, in text: String) -> [String] {
    text.components(separatedBy: label).dropFirst().compactMap { rest in
      rest.split(separator: "\"", maxSplits: 1, omittingEmptySubsequences: false).first
        .map(String.init)
    }
  }

  @Test("every product the block depends on is a library product of the root package")
  func productsExist() throws {
    let package = try Self.text("Package.swift")
    let products = Self.values(after: ".library(name: \"", in: package)
    let named = Self.values(after: ".product(name: \"", in: Self.manifest)
    #expect(named == ["RefreshKit", "RefreshKitHTTP", "RefreshKitSections", "RefreshKitTesting"])
    for name in named { #expect(products.contains(name), "\(name) is a product") }
    #expect(package.contains("name: \"RefreshKit\","), "the package is called RefreshKit")
  }

  @Test("the platforms the README lists are the manifest's minimums")
  func platformsAgree() throws {
    let package = try Self.text("Package.swift")
    let readme = try Self.text("README.md")
    let declared = [
      (".iOS(.v17)", "iOS 17"), (".tvOS(.v17)", "tvOS 17"), (".macOS(.v14)", "macOS 14"),
      (".watchOS(.v10)", "watchOS 10"), (".visionOS(.v1)", "visionOS 1"),
    ]
    for (manifest, prose) in declared {
      #expect(package.contains(manifest), "Package.swift declares \(manifest)")
      #expect(readme.contains(prose), "README says \(prose)")
    }
  }
}
