import Foundation
import GRDB
import RefreshKit

/// A page as the database stores it: JSON items and cursors, its time, its validator's parts,
/// its freshness and the server's counts around it.
struct EncodedPage: Sendable {
  var items: Data
  var next: Data?
  var storedAt: Double
  var entityTag: String?
  var lastModified: String?
  var freshUntil: Double?
  /// The cursor the page was loaded with.
  var cursor: Data?
  var previous: Data?
  var itemsBefore: Int?
  var itemsAfter: Int?

  /// The bytes the page counts against ``PageCacheLimits/maxBytes``: its JSON and its
  /// validator's text (``PageRows/storedBytes`` counts the same in SQL).
  var byteCount: Int {
    items.count + (next?.count ?? 0) + (cursor?.count ?? 0) + (previous?.count ?? 0)
      + (entityTag?.utf8.count ?? 0) + (lastModified?.utf8.count ?? 0)
  }
}

extension EncodedPage {
  /// The page in a row of `cache_page`.
  init(row: Row) {
    self.init(
      items: row["items"], next: row["next"], storedAt: row["stored_at"],
      entityTag: row["entity_tag"], lastModified: row["last_modified"],
      freshUntil: row["fresh_until"], cursor: row["cursor"], previous: row["previous"],
      itemsBefore: row["items_before"], itemsAfter: row["items_after"])
  }
}

/// Turns pages into database values and back; a failure is a typed coding error.
///
/// An empty validator (neither part) is stored as none, so it reads back as `nil`.
enum PageCoding<Item: Codable & Sendable, Cursor: Codable & Hashable & Sendable> {
  static func encode(_ cached: CachedPage<Item, Cursor>) throws(PageCacheError) -> EncodedPage {
    let page = cached.page
    do {
      let encoder = JSONEncoder()
      return EncodedPage(
        items: try encoder.encode(page.items), next: try page.next.map(encoder.encode),
        storedAt: cached.storedAt.timeIntervalSince1970, entityTag: page.validator?.entityTag,
        lastModified: page.validator?.lastModified,
        freshUntil: page.freshUntil?.timeIntervalSince1970,
        cursor: try cached.key.map(encoder.encode), previous: try page.previous.map(encoder.encode),
        itemsBefore: page.itemsBefore, itemsAfter: page.itemsAfter)
    } catch {
      throw .coding(reason: String(describing: error))
    }
  }

  static func decode(_ page: EncodedPage) throws(PageCacheError) -> CachedPage<Item, Cursor> {
    do {
      let decoder = JSONDecoder()
      let hasValidator = page.entityTag != nil || page.lastModified != nil
      let decoded = Page(
        items: try decoder.decode([Item].self, from: page.items),
        previous: try page.previous.map { try decoder.decode(Cursor.self, from: $0) },
        next: try page.next.map { try decoder.decode(Cursor.self, from: $0) },
        itemsBefore: page.itemsBefore, itemsAfter: page.itemsAfter,
        validator: hasValidator
          ? PageValidator(entityTag: page.entityTag, lastModified: page.lastModified) : nil,
        freshUntil: page.freshUntil.map(Date.init(timeIntervalSince1970:)))
      return CachedPage(
        page: decoded, key: try page.cursor.map { try decoder.decode(Cursor.self, from: $0) },
        storedAt: Date(timeIntervalSince1970: page.storedAt))
    } catch {
      throw .coding(reason: String(describing: error))
    }
  }
}
