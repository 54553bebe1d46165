public import Foundation
public import RefreshKit
import RefreshKitGRDB

extension ListPageCache {
  /// Opens (or creates) the lists' cache in the SQLite file at `path`, for `source`: a
  /// `GRDBPageCache`, so the file and its `-wal` and `-shm` are owner-only (`0600`) and the
  /// directories it creates `0700`. A file that was not a readable cache is replaced; the
  /// second value says what was wrong with it.
  ///
  /// ```swift
  /// let (cache, recovery) = try ListPageCache.open(path: ListPageCache.defaultPath(), source: source)
  /// ```
  ///
  /// - Throws: `PageCacheError.unreadable` when no cache can be made at `path`.
  public static func open(path: String, source: PageCacheSource) throws(PageCacheError) -> (
    cache: ListPageCache, recovery: PageCacheError?
  ) {
    let store = try GRDBPageCache<Repository, RepositoryListCursor>(path: path)
    return (ListPageCache(store: store, source: source), store.recovery)
  }

  /// `$XDG_CACHE_HOME/refreshkit-github-search/pages.sqlite`, or the same under `~/.cache`
  /// (the cache creates the directories it needs).
  ///
  /// ```swift
  /// ListPageCache.defaultPath(environment: ["XDG_CACHE_HOME": "/tmp/c"])
  /// // "/tmp/c/refreshkit-github-search/pages.sqlite"
  /// ```
  public static func defaultPath(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    home: URL = FileManager.default.homeDirectoryForCurrentUser
  ) -> String {
    let base =
      environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? home.appendingPathComponent(".cache")
    return base.appendingPathComponent("refreshkit-github-search/pages.sqlite").path
  }
}
