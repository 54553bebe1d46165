import Foundation
import RefreshKit

/// What `Fixtures/v2-pages.sqlite` holds: the pages that the cache of the "v2: validators and
/// freshness" schema (before pages kept their own cursor, their previous cursor and the
/// server's counts) wrote, one cache opened per key with its own clock, in this order. Some
/// pages carry a validator and a freshness, some do not.
enum V2SchemaFixture {
  typealias Repository = OldSchemaFixture.Repository
  typealias Pages = [CachedPage<Repository, Int>]

  /// The file's name among the test resources.
  static let fileName = "v2-pages.sqlite"

  /// The keys in the order they were written, which is also least recently used first.
  static let keys = ["search:swift", "owner:groue"]

  /// The pages each key holds, first page first.
  static func pages(of key: String) -> Pages {
    guard let keyIndex = keys.firstIndex(of: key) else { return [] }
    let count = [2, 3][keyIndex]
    return (0..<count).map { index in
      let items = (0..<3).map { row in
        let id = keyIndex * 1_000 + index * 10 + row
        return Repository(id: id, name: "\(key)/v2-\(id)", stars: id * 3)
      }
      // The last page of "owner:groue" ends the list; the others have more.
      let next: Int? = key == "owner:groue" && index == count - 1 ? nil : index + 2
      let validator =
        index.isMultiple(of: 2)
        ? PageValidator(
          entityTag: "\"\(key)-\(index)\"",
          lastModified: index == 0 ? "Wed, 26 Nov 2025 08:00:00 GMT" : nil)
        : nil
      return CachedPage(
        page: Page(
          items: items, next: next, validator: validator,
          freshUntil: index == 0 ? Date(timeIntervalSince1970: 1_765_000_600) : nil),
        storedAt: Date(timeIntervalSince1970: 1_765_000_000 + Double(keyIndex * 100 + index) + 0.5))
    }
  }

  /// When each key was written (its `last_used` in the file).
  static func writtenAt(_ key: String) -> Date {
    Date(timeIntervalSince1970: 1_765_000_500 + Double(keys.firstIndex(of: key) ?? 0))
  }

  /// The fixture's URL among the test bundle's resources.
  static func url() throws -> URL {
    guard
      let url = Bundle.module.url(
        forResource: fileName, withExtension: nil, subdirectory: "Fixtures")
    else { throw OldSchemaFixture.FixtureMissing(name: fileName) }
    return url
  }
}
