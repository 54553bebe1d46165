import GRDB

/// The database schema, as GRDB migrations: each one runs once, in order, in a transaction.
/// A migration that shipped is never edited: a change of schema is a new migration.
enum PageCacheSchema {
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1: keys, pages, epochs") { db in
      // One row per key: its epoch (the run of writes since its last first page), its page
      // count and size, and when it was last used (for eviction).
      try db.create(table: "cache_key") { table in
        table.primaryKey("key", .text)
        table.column("epoch", .integer).notNull()
        table.column("page_count", .integer).notNull()
        table.column("bytes", .integer).notNull()
        table.column("last_used", .double).notNull().indexed()
      }
      try db.create(table: "cache_page") { table in
        table.column("key", .text).notNull().references("cache_key", onDelete: .cascade)
        table.column("position", .integer).notNull()
        table.column("items", .blob).notNull()
        table.column("next", .blob)
        table.column("stored_at", .double).notNull()
        table.primaryKey(["key", "position"])
      }
      // Epoch numbers are never reused, even after their key was evicted.
      try db.create(table: "cache_epoch") { table in
        table.autoIncrementedPrimaryKey("id")
      }
    }
    migrator.registerMigration("v2: validators and freshness") { db in
      // What revalidates a page (its ETag and Last-Modified) and until when it is fresh.
      // Pages written before this migration have none: NULL, read as no validator and no
      // freshness (stale at once).
      try db.alter(table: "cache_page") { table in
        table.add(column: "entity_tag", .text)
        table.add(column: "last_modified", .text)
        table.add(column: "fresh_until", .double)
      }
    }
    migrator.registerMigration("v3: cursors and counts") { db in
      // What a pager that loads both ways needs to restore its window: the cursor each page
      // was loaded with, the cursor of the page before it, and the server's counts of the
      // items before and after it. Cursors are JSON, as `next` is. Pages written before this
      // migration have none: NULL, read as `nil` (a forward list from the first page).
      try db.alter(table: "cache_page") { table in
        table.add(column: "cursor", .blob)
        table.add(column: "previous", .blob)
        table.add(column: "items_before", .integer)
        table.add(column: "items_after", .integer)
      }
    }
    return migrator
  }
}
