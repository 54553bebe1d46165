/// How much a ``GRDBPageCache`` keeps: past either bound, the least recently used keys go.
///
/// ```swift
/// let cache = try GRDBPageCache<Repository, Int>(path: path, limits: .init(maxKeys: 50))
/// ```
public struct PageCacheLimits: Sendable, Equatable {
  /// The most keys (queries) kept.
  public var maxKeys: Int
  /// The most bytes of encoded pages kept.
  public var maxBytes: Int

  /// Creates limits; the defaults keep 200 keys and 50 MB of pages.
  public init(maxKeys: Int = 200, maxBytes: Int = 50_000_000) {
    self.maxKeys = maxKeys
    self.maxBytes = maxBytes
  }
}
