import GRDB

/// Evicts least recently used keys past the cache's limits, inside the caller's transaction.
enum PageCacheEviction {
  /// Deletes the least recently used keys, never `key` (the one being written), until at most
  /// `limits.maxKeys` keys and `limits.maxBytes` bytes remain, or only `key` is left.
  static func evict(beyond limits: PageCacheLimits, keeping key: String, in db: Database) throws {
    while true {
      let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM cache_key") ?? 0
      let bytes = try Int.fetchOne(db, sql: "SELECT coalesce(sum(bytes), 0) FROM cache_key") ?? 0
      guard count > limits.maxKeys || bytes > limits.maxBytes else { return }
      guard
        let oldest = try String.fetchOne(
          db, sql: "SELECT key FROM cache_key WHERE key != ? ORDER BY last_used, key LIMIT 1",
          arguments: [key])
      else { return }
      try db.execute(sql: "DELETE FROM cache_key WHERE key = ?", arguments: [oldest])
    }
  }
}
