public import Foundation
import GRDB
public import RefreshKit

/// A ``RefreshKit/PageCache`` in a SQLite file, through GRDB: a pager's pages survive the
/// process, so the next launch shows them at once and an offline launch shows anything at all.
///
/// - Every write is one transaction: a process killed mid-write leaves each key at a whole
///   prefix of one load, never pages of two.
/// - Each page keeps its ``RefreshKit/PageValidator`` and freshness, and a revalidation
///   rewrites single pages of the current epoch (``replacePage(_:at:for:epoch:)``).
/// - Each page keeps its own cursor, the cursor before it and the server's counts around it,
///   so a pager that loads both ways comes back, offline too, with the window it held.
/// - The file is in WAL mode (a `DatabasePool`): reads do not wait for writes.
/// - Past ``PageCacheLimits``, the least recently used keys are evicted.
/// - A file that is not a readable database is moved aside and replaced by an empty one;
///   ``recovery`` says so. Nothing traps.
/// - Owner-only: the file and its `-wal` and `-shm` are created `0600` and the directories
///   the cache creates `0700`, whatever the umask; files already there with wider modes lose
///   their group and others' bits when the cache opens them.
///
/// ```swift
/// let cache = try GRDBPageCache<Repository, Int>(path: cachesDirectory + "/pages.sqlite")
/// let pager = Pager(query: "swift", cache: cache, cacheKey: { "search:\($0)" }) { request in
///   try await api.search(request.query, page: request.cursor ?? 1)
/// }
/// ```
///
/// Items and cursors are stored as JSON. Thread safety: `Sendable`; every method may be
/// called from any isolation.
public final class GRDBPageCache<Item: Codable & Sendable, Cursor: Codable & Hashable & Sendable>:
  PageCache, Sendable
{
  /// What was wrong with the file found at the path, when it had to be replaced.
  public let recovery: PageCacheError?
  /// The bounds past which least recently used keys are evicted.
  public let limits: PageCacheLimits
  let pool: DatabasePool
  private let now: @Sendable () -> Date

  /// Opens (or creates) the cache at `path`, migrating its schema; a file that cannot be
  /// opened as this cache is moved to `path + ".corrupt"` and replaced (see ``recovery``).
  /// A file another connection keeps busy past the busy timeout (5 seconds) is not
  /// corrupt: it is left alone and the error is thrown.
  /// Missing directories above `path` are created (`0700`); the file and its `-wal` and
  /// `-shm` are made owner-only (`0600`, or their mode less group and others' bits).
  ///
  /// - Throws: ``RefreshKit/PageCacheError/unreadable(reason:)`` when the directory cannot
  ///   be created, a file there cannot be made owner-only, or even a new file cannot be
  ///   created (a read-only directory, or a file where a directory should be).
  public init(
    path: String, limits: PageCacheLimits = PageCacheLimits(),
    now: @escaping @Sendable () -> Date = { Date() }
  ) throws(PageCacheError) {
    self.limits = limits
    self.now = now
    try OwnerOnlyFiles.prepare(path)
    do {
      pool = try Self.openPool(at: path)
      recovery = nil
    } catch let error as DatabaseError
      where error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED
    {
      throw .unreadable(reason: "the file is busy: \(error)")  // in use, not corrupt: keep it
    } catch {
      let reason = PageCacheError.unreadable(reason: String(describing: error))
      Self.moveAside(path)
      try OwnerOnlyFiles.createFile(path)
      do {
        pool = try Self.openPool(at: path)
      } catch {
        throw .unreadable(reason: String(describing: error))
      }
      recovery = reason
    }
  }

  private static func openPool(at path: String) throws -> DatabasePool {
    var configuration = Configuration()
    // Another connection (another cache on the file, another process) may be writing: wait
    // for it rather than fail at once, which the open would take for a corrupt file.
    configuration.busyMode = .timeout(5)
    // In WAL mode NORMAL still keeps every transaction whole through a crash or kill -9; only
    // a power loss may forget the last ones, which a cache can afford.
    configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = NORMAL") }
    let pool = try DatabasePool(path: path, configuration: configuration)
    try PageCacheSchema.migrator.migrate(pool)
    // A file that is not a database fails only when it is read: read it now.
    _ = try pool.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM cache_key") }
    return pool
  }

  private static func moveAside(_ path: String) {
    let files = FileManager.default
    try? files.removeItem(atPath: path + ".corrupt")
    try? files.moveItem(atPath: path, toPath: path + ".corrupt")
    for suffix in ["-wal", "-shm"] { try? files.removeItem(atPath: path + suffix) }
  }

  /// The pages of `key`, first page first; reading marks the key as recently used (a write
  /// that the read does not wait for).
  public func pages(for key: String) async throws(PageCacheError) -> [CachedPage<Item, Cursor>] {
    try await snapshot(for: key).pages
  }

  /// The pages of `key` with their epoch, read together (`nil` and no pages when the key has
  /// none); like ``pages(for:)`` it marks the key as recently used.
  ///
  /// ```swift
  /// let snapshot = try await cache.snapshot(for: "search:swift")
  /// let validators = snapshot.pages.map(\.page.validator)  // sent again to revalidate each page
  /// ```
  public func snapshot(for key: String) async throws(PageCacheError) -> PageCacheSnapshot<
    Item, Cursor
  > {
    let stored: (epoch: Int64?, pages: [EncodedPage])
    do {
      stored = try await pool.read { db in try PageRows.read(key, in: db) }
    } catch {
      throw .unreadable(reason: String(describing: error))
    }
    if stored.epoch != nil {
      let usedAt = now().timeIntervalSince1970
      pool.asyncWriteWithoutTransaction { db in
        try? db.execute(
          sql: "UPDATE cache_key SET last_used = ? WHERE key = ?", arguments: [usedAt, key])
      }
    }
    return PageCacheSnapshot(
      epoch: stored.epoch.map(PageCacheEpoch.init(rawValue:)),
      pages: try stored.pages.map(PageCoding<Item, Cursor>.decode))
  }

  /// Replaces every page of `key` with `first` and starts a new epoch, in one transaction.
  public func replacePages(for key: String, with first: CachedPage<Item, Cursor>)
    async throws(PageCacheError) -> PageCacheEpoch
  {
    let encoded = try PageCoding.encode(first)
    return try await run(PageCacheError.writeFailed) { [now, limits] db in
      try db.execute(sql: "INSERT INTO cache_epoch DEFAULT VALUES")
      let epoch = db.lastInsertedRowID
      try db.execute(sql: "DELETE FROM cache_epoch")
      try db.execute(sql: "DELETE FROM cache_key WHERE key = ?", arguments: [key])
      try db.execute(
        sql:
          "INSERT INTO cache_key (key, epoch, page_count, bytes, last_used) VALUES (?, ?, 0, 0, ?)",
        arguments: [key, epoch, now().timeIntervalSince1970])
      try PageRows.append(encoded, for: key, in: db)
      try PageCacheEviction.evict(beyond: limits, keeping: key, in: db)
      return PageCacheEpoch(rawValue: epoch)
    }
  }

  /// Adds `page` after the pages of `key` if `epoch` is still its current one.
  public func appendPage(
    _ page: CachedPage<Item, Cursor>, for key: String, epoch: PageCacheEpoch
  ) async throws(PageCacheError) -> Bool {
    let encoded = try PageCoding.encode(page)
    return try await run(PageCacheError.writeFailed) { [now, limits] db in
      let current = try Int64.fetchOne(
        db, sql: "SELECT epoch FROM cache_key WHERE key = ?", arguments: [key])
      guard current == epoch.rawValue else { return false }
      try db.execute(
        sql: "UPDATE cache_key SET last_used = ? WHERE key = ?",
        arguments: [now().timeIntervalSince1970, key])
      try PageRows.append(encoded, for: key, in: db)
      try PageCacheEviction.evict(beyond: limits, keeping: key, in: db)
      return true
    }
  }

  /// Replaces the page at `position` (0 for the first) of `key` with `page`, in one
  /// transaction, if `epoch` is still the key's current one and the key has a page there;
  /// `false` (nothing written) otherwise. The key counts as used; its other pages stay.
  ///
  /// ```swift
  /// let snapshot = try await cache.snapshot(for: "search:swift")
  /// if let epoch = snapshot.epoch, var first = snapshot.pages.first {
  ///   first.page.freshUntil = Date() + 60  // the source said: unchanged, fresh for a minute
  ///   _ = try await cache.replacePage(first, at: 0, for: "search:swift", epoch: epoch)
  /// }
  /// ```
  public func replacePage(
    _ page: CachedPage<Item, Cursor>, at position: Int, for key: String, epoch: PageCacheEpoch
  ) async throws(PageCacheError) -> Bool {
    guard position >= 0 else { return false }
    let encoded = try PageCoding.encode(page)
    return try await run(PageCacheError.writeFailed) { [now, limits] db in
      let current = try Int64.fetchOne(
        db, sql: "SELECT epoch FROM cache_key WHERE key = ?", arguments: [key])
      guard current == epoch.rawValue,
        try PageRows.replace(at: position, of: key, with: encoded, in: db)
      else { return false }
      try db.execute(
        sql: "UPDATE cache_key SET last_used = ? WHERE key = ?",
        arguments: [now().timeIntervalSince1970, key])
      try PageCacheEviction.evict(beyond: limits, keeping: key, in: db)
      return true
    }
  }

  /// Slides the pages of `key` in one transaction, if `epoch` is still its current one and it
  /// holds at least `removingFirst + removingLast` pages: removes that many at its start and
  /// end, then adds `prepending` before the pages left and `appending` after them. `false`
  /// (nothing written) otherwise. The key counts as used; the pages it keeps are not rewritten.
  ///
  /// ```swift
  /// // The window held pages 4...8; it loaded page 3 and dropped page 8.
  /// _ = try await cache.slidePages(
  ///   for: "room-42", epoch: epoch, removingFirst: 0, removingLast: 1,
  ///   prepending: [page3], appending: [])
  /// ```
  public func slidePages(
    for key: String, epoch: PageCacheEpoch, removingFirst: Int, removingLast: Int,
    prepending: [CachedPage<Item, Cursor>], appending: [CachedPage<Item, Cursor>]
  ) async throws(PageCacheError) -> Bool {
    var prepended: [EncodedPage] = []
    for page in prepending { prepended.append(try PageCoding.encode(page)) }
    var appended: [EncodedPage] = []
    for page in appending { appended.append(try PageCoding.encode(page)) }
    return try await run(PageCacheError.writeFailed) { [now, limits, prepended, appended] db in
      let current = try Int64.fetchOne(
        db, sql: "SELECT epoch FROM cache_key WHERE key = ?", arguments: [key])
      guard current == epoch.rawValue,
        try PageRows.slide(
          key, removingFirst: removingFirst, removingLast: removingLast, prepending: prepended,
          appending: appended, in: db)
      else { return false }
      try db.execute(
        sql: "UPDATE cache_key SET last_used = ? WHERE key = ?",
        arguments: [now().timeIntervalSince1970, key])
      try PageCacheEviction.evict(beyond: limits, keeping: key, in: db)
      return true
    }
  }

  /// Removes every page of `key`.
  public func removePages(for key: String) async throws(PageCacheError) {
    try await run(PageCacheError.writeFailed) { db in
      try db.execute(sql: "DELETE FROM cache_key WHERE key = ?", arguments: [key])
    }
  }

  /// The keys stored, least recently used first.
  public func keys() async throws(PageCacheError) -> [String] {
    try await run(PageCacheError.unreadable) { db in
      try String.fetchAll(db, sql: "SELECT key FROM cache_key ORDER BY last_used, key")
    }
  }

  /// Runs `work` in a write transaction; a database error becomes `wrap(reason)`.
  private func run<T: Sendable>(
    _ wrap: @escaping @Sendable (String) -> PageCacheError,
    _ work: @escaping @Sendable (Database) throws -> T
  ) async throws(PageCacheError) -> T {
    do {
      return try await pool.write(work)
    } catch let error as PageCacheError {
      throw error
    } catch {
      throw wrap(String(describing: error))
    }
  }
}
