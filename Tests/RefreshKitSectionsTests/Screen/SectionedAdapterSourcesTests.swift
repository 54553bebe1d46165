import Foundation
import SourceScanning
import Testing

/// The sections' UIKit and SwiftUI adapters cannot run here; these checks keep their decisions
/// where the tests can reach them (``SectionedListBinding``, ``SectionedListModel``, the
/// `package` helpers of ``SectionedRowsUpdate`` and ``DerivedRows``) by reading their sources.
@Suite("Sections adapters: thin, and wired the way the binding's tests assume")
struct SectionedAdapterSourcesTests {
  static let adapters = LibrarySources(
    root: LibrarySources.module("RefreshKitSections").root.appendingPathComponent("Adapters"))

  /// `file:line: text` for each code line of the adapters that matches `pattern`.
  static func lines(matching pattern: String) throws -> [String] {
    try adapters.lines(matching: [pattern])
  }

  /// The files of `hits`.
  static func files(_ hits: [String]) -> Set<String> {
    Set(hits.map { String($0.prefix { $0 != ":" }) })
  }

  @Test("the UIKit and SwiftUI adapters exist where this test looks")
  func foldersExist() throws {
    let users = Self.files(try Self.lines(matching: "SectionedListBinding|SectionedListModel"))
    #expect(users.isSuperset(of: ["SectionedTableHost.swift", "SectionedPagerList.swift"]))
  }

  @Test("load-more comes from rows about to appear, never from scroll offsets or the delegate")
  func noScrollOffsetsOrDelegate() throws {
    #expect(try Self.lines(matching: #"scrollViewDidScroll|\.delegate\s*="#) == [])
    let reports = try Self.lines(matching: #"rowsWillAppear\(at:|rowWillAppear\("#)
    #expect(
      Self.files(reports) == ["SectionedTableHost.swift", "SectionedPagerList.swift"],
      "the cell provider and prefetching, and each SwiftUI row")
  }

  @Test("the content offset is only moved through the core's kept-row helpers")
  func contentOffsetOnlyThroughTheCore() throws {
    #expect(try Self.lines(matching: "contentOffset") == [])
    #expect(
      Self.files(try Self.lines(matching: #"\.keep\(from:|\.openAtBottom\("#)) == [
        "SectionedTableHost.swift"
      ])
  }

  @Test("every table update is a snapshot of the binding's rows, reconfigured as it decides")
  func snapshotsOnly() throws {
    #expect(try Self.lines(matching: #"\.reloadData\(\)|performBatchUpdates"#) == [])
    #expect(try Self.lines(matching: #"reconfigureItems\(update\.reconfiguredRows"#).count == 1)
    #expect(try Self.lines(matching: #"update\.snapshotSections"#).count == 1)
  }

  @Test("the section index is the one sectionIndexTitles(_:) decides")
  func sectionIndexFromTheRows() throws {
    #expect(try Self.lines(matching: #"sectionIndexTitles\(title\)"#).count == 1)
    #expect(try Self.lines(matching: #"index\.section\(forTitle:"#).count == 1)
  }
}
