import Foundation
import RefreshKit

/// What `Fixtures/v1-pages.sqlite` holds: the pages that the cache of commit 1cdfa28 (schema
/// "v1: keys, pages, epochs", before validators and freshness) wrote, one cache opened per key
/// with its own clock, in this order. The migration tests compare the file against it.
enum OldSchemaFixture {
  struct Repository: Codable, Equatable, Sendable {
    let id: Int
    var name: String
    var stars: Int
  }

  typealias Pages = [CachedPage<Repository, Int>]

  /// The file's name among the test resources.
  static let fileName = "v1-pages.sqlite"

  /// The keys in the order they were written, which is also least recently used first.
  static let keys = ["search:swift", "search:grdb", "owner:groue"]

  /// The pages each key holds, first page first.
  static func pages(of key: String) -> Pages {
    guard let keyIndex = keys.firstIndex(of: key) else { return [] }
    let pageCounts = [3, 2, 4]
    let count = pageCounts[keyIndex]
    return (0..<count).map { index in
      let items = (0..<3).map { row in
        let id = keyIndex * 1_000 + index * 10 + row
        return Repository(id: id, name: "\(key)/ü-\(id)-🚀", stars: id * 7)
      }
      // The last page of "search:grdb" ends the list; the others have more.
      let next: Int? = key == "search:grdb" && index == count - 1 ? nil : index + 2
      return CachedPage(
        page: Page(items: items, next: next),
        storedAt: Date(timeIntervalSince1970: 1_764_000_000 + Double(keyIndex * 100 + index) + 0.25)
      )
    }
  }

  /// When each key was written (its `last_used` in the file).
  static func writtenAt(_ key: String) -> Date {
    Date(timeIntervalSince1970: 1_764_000_500 + Double(keys.firstIndex(of: key) ?? 0))
  }

  /// The fixture's URL among the test bundle's resources.
  static func url() throws -> URL {
    guard
      let url = Bundle.module.url(
        forResource: fileName, withExtension: nil, subdirectory: "Fixtures")
    else { throw FixtureMissing(name: fileName) }
    return url
  }

  struct FixtureMissing: Error, CustomStringConvertible {
    let name: String
    var description: String { "the test resource Fixtures/\(name) is missing" }
  }
}
