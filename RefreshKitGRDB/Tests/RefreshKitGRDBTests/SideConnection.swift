import GRDB

/// A connection of the test's own to a cache file, as another process would open it. It waits
/// up to 5 seconds for the cache's writes, including the one a read starts without awaiting
/// (``GRDBPageCache/pages(for:)`` marks its key as used), instead of failing at once with
/// "database is locked".
func sideConnection(to path: String) throws -> DatabaseQueue {
  var configuration = Configuration()
  configuration.busyMode = .timeout(5)
  return try DatabaseQueue(path: path, configuration: configuration)
}
