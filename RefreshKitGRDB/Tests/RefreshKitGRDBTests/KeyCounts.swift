import GRDB

/// What a cache file says of one key, read with a connection of its own: the page count and
/// byte count the key row keeps, what its page rows add up to, and their positions.
struct KeyCounts {
  var pages: Int?
  var bytes: Int?
  /// The key's rows' bytes, counted as the cache counts them (text as UTF-8).
  var summedBytes: Int?
  /// The bytes of the rows' own cursors and the cursors before them.
  var cursorBytes: Int?
  var positions: [Int]

  /// Reads `key` from the file at `path`.
  static func read(_ key: String, at path: String) async throws -> KeyCounts {
    let queue = try sideConnection(to: path)
    return try await queue.read { db in
      KeyCounts(
        pages: try Int.fetchOne(
          db, sql: "SELECT page_count FROM cache_key WHERE key = ?", arguments: [key]),
        bytes: try Int.fetchOne(
          db, sql: "SELECT bytes FROM cache_key WHERE key = ?", arguments: [key]),
        summedBytes: try Int.fetchOne(
          db,
          sql: """
            SELECT sum(length(items) + coalesce(length(next), 0) + coalesce(length(cursor), 0)
              + coalesce(length(previous), 0) + coalesce(length(CAST(entity_tag AS BLOB)), 0)
              + coalesce(length(CAST(last_modified AS BLOB)), 0))
            FROM cache_page WHERE key = ?
            """, arguments: [key]),
        cursorBytes: try Int.fetchOne(
          db,
          sql: """
            SELECT sum(coalesce(length(cursor), 0) + coalesce(length(previous), 0))
            FROM cache_page WHERE key = ?
            """, arguments: [key]),
        positions: try Int.fetchAll(
          db, sql: "SELECT position FROM cache_page WHERE key = ? ORDER BY position",
          arguments: [key]))
    }
  }
}
