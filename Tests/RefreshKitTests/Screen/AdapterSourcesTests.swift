import Foundation
import SourceScanning
import Testing

/// The UIKit adapters cannot run here; these checks keep their decisions where the tests can
/// reach them (``PagerListBinding``) by reading their sources.
@Suite("UIKit adapters: thin, and wired the way the binding's tests assume")
struct AdapterSourcesTests {
  static let adapters = LibrarySources(
    root: LibrarySources.module("RefreshKit").root.appendingPathComponent("Adapters/UIKit"))

  /// `file:line: text` for each code line of the UIKit adapters that matches `pattern`.
  static func lines(matching pattern: String) throws -> [String] {
    try adapters.lines(matching: [pattern])
  }

  @Test("the adapters exist where this test looks")
  func folderExists() throws {
    #expect(try Self.lines(matching: "PagerListBinding").count >= 3)
  }

  @Test("load-more comes from rows about to appear, never from scroll offsets or the delegate")
  func noScrollOffsetsOrDelegate() throws {
    #expect(try Self.lines(matching: #"scrollViewDidScroll|\.delegate\s*="#) == [])
  }

  @Test("the content offset is only moved to keep the binding's row, in one place")
  func contentOffsetOnlyKeepsTheRow() throws {
    let files = try Self.lines(matching: "contentOffset").map { String($0.prefix { $0 != ":" }) }
    #expect(Set(files) == ["UIScrollView+KeptRow.swift"])
  }

  @Test("only the refresh itself stops the refresh control")
  func endRefreshingOnlyFromTheRefreshState() throws {
    let stops = try Self.lines(matching: #"endRefreshing\(\)"#).map {
      String($0.prefix { $0 != ":" })
    }
    // the seed's SViewController is in YLRefreshKit
    #expect(Set(stops) == ["UIScrollView+RefreshControl.swift"])
  }

  @Test("every table and collection update goes through the binding's ListUpdate")
  func noDirectReloads() throws {
    #expect(try Self.lines(matching: #"\.reloadData\(\)|performBatchUpdates"#) == [])
  }

  @Test("no documented list keys its rows by position")
  func noPositionalRowIdentity() throws {
    let files = FileManager.default.enumerator(
      at: LibrarySources.library.root, includingPropertiesForKeys: nil)
    var hits: [String] = []
    for case let file as URL in files?.allObjects ?? []
    where ["swift", "md"].contains(file.pathExtension) {
      let text = try String(contentsOf: file, encoding: .utf8)
      if text.contains(#"id: \.offset"#) { hits.append(file.lastPathComponent) }
    }
    #expect(hits == [], "rows keyed by position redraw the wrong rows after an insert")
  }
}
