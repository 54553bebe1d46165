import GRDB

/// The statements on `cache_page` rows, run inside the caller's transaction; each keeps the
/// key's `page_count` and `bytes` in `cache_key` true.
enum PageRows {
  /// The columns of a page, in the order ``EncodedPage/init(row:)`` reads them.
  static let columns = """
    items, next, stored_at, entity_tag, last_modified, fresh_until, cursor, previous, \
    items_before, items_after
    """

  /// A row's bytes as ``EncodedPage/byteCount`` counts them (text as UTF-8).
  static let storedBytes = """
    length(items) + coalesce(length(next), 0) + coalesce(length(cursor), 0)
      + coalesce(length(previous), 0) + coalesce(length(CAST(entity_tag AS BLOB)), 0)
      + coalesce(length(CAST(last_modified AS BLOB)), 0)
    """

  /// The epoch of `key` and its pages, first page first; `nil` and none when it has none.
  static func read(_ key: String, in db: Database) throws -> (epoch: Int64?, pages: [EncodedPage]) {
    let epoch = try Int64.fetchOne(
      db, sql: "SELECT epoch FROM cache_key WHERE key = ?", arguments: [key])
    let pages = try Row.fetchAll(
      db, sql: "SELECT \(columns) FROM cache_page WHERE key = ? ORDER BY position",
      arguments: [key]
    ).map(EncodedPage.init(row:))
    return (epoch, pages)
  }

  /// Adds `page` after the pages of `key`.
  static func append(_ page: EncodedPage, for key: String, in db: Database) throws {
    let count = try Int.fetchOne(
      db, sql: "SELECT page_count FROM cache_key WHERE key = ?", arguments: [key])
    try insert(page, for: key, at: count ?? 0, in: db)
    try db.execute(
      sql: "UPDATE cache_key SET page_count = page_count + 1, bytes = bytes + ? WHERE key = ?",
      arguments: [page.byteCount, key])
  }

  /// Removes `removingFirst` pages from the start of `key` and `removingLast` from its end,
  /// then adds `prepending` before the pages left and `appending` after them; `false`
  /// (nothing written) when the key holds fewer pages than that.
  static func slide(
    _ key: String, removingFirst: Int, removingLast: Int, prepending: [EncodedPage],
    appending: [EncodedPage], in db: Database
  ) throws -> Bool {
    guard
      let count = try Int.fetchOne(
        db, sql: "SELECT page_count FROM cache_key WHERE key = ?", arguments: [key]),
      removingFirst >= 0, removingLast >= 0, removingFirst + removingLast <= count
    else { return false }
    let end = count - removingLast
    let removed = "key = ? AND (position < ? OR position >= ?)"
    let removedBytes =
      try Int.fetchOne(
        db, sql: "SELECT coalesce(sum(\(storedBytes)), 0) FROM cache_page WHERE \(removed)",
        arguments: [key, removingFirst, end]) ?? 0
    try db.execute(
      sql: "DELETE FROM cache_page WHERE \(removed)", arguments: [key, removingFirst, end])
    // The pages left start after the prepended ones. They are renumbered through negative
    // positions, so that no two rows of the key share a position on the way.
    let shift = prepending.count - removingFirst
    if shift != 0 {
      try db.execute(
        sql: "UPDATE cache_page SET position = -1 - (position + ?) WHERE key = ?",
        arguments: [shift, key])
      try db.execute(
        sql: "UPDATE cache_page SET position = -1 - position WHERE key = ?", arguments: [key])
    }
    let kept = end - removingFirst
    for (offset, page) in prepending.enumerated() {
      try insert(page, for: key, at: offset, in: db)
    }
    for (offset, page) in appending.enumerated() {
      try insert(page, for: key, at: prepending.count + kept + offset, in: db)
    }
    let addedBytes = (prepending + appending).reduce(0) { $0 + $1.byteCount }
    try db.execute(
      sql: "UPDATE cache_key SET page_count = ?, bytes = bytes - ? + ? WHERE key = ?",
      arguments: [prepending.count + kept + appending.count, removedBytes, addedBytes, key])
    return true
  }

  /// Inserts `page` as the page at `position` of `key` (the key's counts are the caller's).
  private static func insert(
    _ page: EncodedPage, for key: String, at position: Int, in db: Database
  ) throws {
    try db.execute(
      sql: """
        INSERT INTO cache_page (key, position, \(columns))
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        key, position, page.items, page.next, page.storedAt, page.entityTag, page.lastModified,
        page.freshUntil, page.cursor, page.previous, page.itemsBefore, page.itemsAfter,
      ])
  }

  /// Replaces the page at `position` of `key` with `page`; `false` (nothing written) when
  /// `key` has no page there.
  static func replace(
    at position: Int, of key: String, with page: EncodedPage, in db: Database
  ) throws -> Bool {
    guard
      let oldBytes = try Int.fetchOne(
        db, sql: "SELECT \(storedBytes) FROM cache_page WHERE key = ? AND position = ?",
        arguments: [key, position])
    else { return false }
    try db.execute(
      sql: """
        UPDATE cache_page SET items = ?, next = ?, stored_at = ?, entity_tag = ?,
          last_modified = ?, fresh_until = ?, cursor = ?, previous = ?, items_before = ?,
          items_after = ?
        WHERE key = ? AND position = ?
        """,
      arguments: [
        page.items, page.next, page.storedAt, page.entityTag, page.lastModified, page.freshUntil,
        page.cursor, page.previous, page.itemsBefore, page.itemsAfter, key, position,
      ])
    try db.execute(
      sql: "UPDATE cache_key SET bytes = bytes - ? + ? WHERE key = ?",
      arguments: [oldBytes, page.byteCount, key])
    return true
  }
}
