import Foundation
import GRDB
import RefreshKit

/// A page as the database stores it: JSON items and cursor, and its time.
struct EncodedPage: Sendable {
  var items: Data
  var next: Data?
  var storedAt: Double
  var byteCount: Int { items.count + (next?.count ?? 0) }
}

extension EncodedPage {
  /// The page in a row of `cache_page`.
  init(row: Row) {
    self.init(items: row["items"], next: row["next"], storedAt: row["stored_at"])
  }
}

/// Turns pages into database values and back; a failure is a typed coding error.
enum PageCoding<Item: Codable & Sendable, Cursor: Codable & Sendable> {
  static func encode(_ page: CachedPage<Item, Cursor>) throws(PageCacheError) -> EncodedPage {
    do {
      let encoder = JSONEncoder()
      return EncodedPage(
        items: try encoder.encode(page.items), next: try page.next.map(encoder.encode),
        storedAt: page.storedAt.timeIntervalSince1970)
    } catch {
      throw .coding(reason: String(describing: error))
    }
  }

  static func decode(_ page: EncodedPage) throws(PageCacheError) -> CachedPage<Item, Cursor> {
    do {
      let decoder = JSONDecoder()
      return CachedPage(
        items: try decoder.decode([Item].self, from: page.items),
        next: try page.next.map { try decoder.decode(Cursor.self, from: $0) },
        storedAt: Date(timeIntervalSince1970: page.storedAt))
    } catch {
      throw .coding(reason: String(describing: error))
    }
  }
}
