/// Where a ``Pager`` keeps its pages so that the next launch shows them at once, and an
/// offline launch shows anything at all (stale-while-revalidate).
///
/// Pages are kept per key (one key per query). Writes follow a pager's loads:
/// ``replacePages(for:with:)`` when a first page arrives (a refresh) drops the key's other
/// pages in the same transaction and starts a new *epoch*; ``appendPage(_:for:epoch:)`` adds
/// the next page only while that epoch is the key's current one and the page is the next in
/// order. So two pagers writing the same key never interleave their pages, and a process
/// killed between writes leaves every key at a whole prefix of one load.
///
/// ```swift
/// let cache = InMemoryPageCache<Repository, Int>()
/// let pager = Pager(query: "swift", cache: cache, cacheKey: { "search:\($0)" }) { query, page in
///   try await api.search(query, page: page ?? 1)
/// }
/// ```
///
/// Implementations are `Sendable` and may be called from any isolation; `RefreshKitGRDB`
/// provides one on SQLite.
public protocol PageCache<Item, Cursor>: Sendable {
  /// The items the pages hold.
  associatedtype Item: Sendable
  /// The cursor type of the pages.
  associatedtype Cursor: Hashable & Sendable

  /// The pages stored for `key`, first page first; empty when there are none.
  func pages(for key: String) async throws(PageCacheError) -> [CachedPage<Item, Cursor>]

  /// Replaces every page of `key` with `first`, in one transaction; returns the new epoch.
  func replacePages(for key: String, with first: CachedPage<Item, Cursor>)
    async throws(PageCacheError) -> PageCacheEpoch

  /// Adds `page` after the pages of `key` when `epoch` is still the key's current one;
  /// returns `false` (and writes nothing) when another writer replaced the pages since.
  func appendPage(_ page: CachedPage<Item, Cursor>, for key: String, epoch: PageCacheEpoch)
    async throws(PageCacheError) -> Bool

  /// Removes every page of `key`.
  func removePages(for key: String) async throws(PageCacheError)

  /// The pages stored for `key` with the epoch they belong to (`nil` when there are none),
  /// so that a revalidation can later write single pages of the same run.
  func snapshot(for key: String) async throws(PageCacheError) -> PageCacheSnapshot<Item, Cursor>

  /// Replaces the page at `position` (0 for the first page) of `key` with `page`, when
  /// `epoch` is still the key's current one and the key has a page there; returns `false`
  /// (and writes nothing) otherwise. A revalidation writes a changed page, or an unchanged
  /// one with its new freshness, this way.
  func replacePage(
    _ page: CachedPage<Item, Cursor>, at position: Int, for key: String, epoch: PageCacheEpoch
  ) async throws(PageCacheError) -> Bool

  /// Slides the run of pages stored for `key`, in one transaction, when `epoch` is still the
  /// key's current one: removes `removingFirst` pages from its start and `removingLast` from
  /// its end, then adds `prepending` before the pages left and `appending` after them. Returns
  /// `false` (and writes nothing) when another writer replaced the pages since, or when the
  /// key holds fewer pages than it removes.
  ///
  /// A windowed list writes this way when it loads the page before its first (a chat
  /// scrolling up) or after its last while it drops pages at the other end: one small write
  /// instead of every page it holds.
  ///
  /// ```swift
  /// // The window held pages 4...8; it loaded page 3 and dropped page 8.
  /// _ = try await cache.slidePages(
  ///   for: "room-42", epoch: epoch, removingFirst: 0, removingLast: 1,
  ///   prepending: [page3], appending: [])
  /// ```
  func slidePages(
    for key: String, epoch: PageCacheEpoch, removingFirst: Int, removingLast: Int,
    prepending: [CachedPage<Item, Cursor>], appending: [CachedPage<Item, Cursor>]
  ) async throws(PageCacheError) -> Bool
}

extension PageCache {
  /// Reads ``pages(for:)`` without an epoch: a store that keeps no epochs cannot have single
  /// pages replaced.
  public func snapshot(for key: String) async throws(PageCacheError) -> PageCacheSnapshot<
    Item, Cursor
  > {
    PageCacheSnapshot(epoch: nil, pages: try await pages(for: key))
  }

  /// Writes nothing and returns `false`: a store without single-page writes is revalidated
  /// by ``replacePages(for:with:)`` and ``appendPage(_:for:epoch:)`` only.
  public func replacePage(
    _ page: CachedPage<Item, Cursor>, at position: Int, for key: String, epoch: PageCacheEpoch
  ) async throws(PageCacheError) -> Bool {
    false
  }

  /// Writes nothing and returns `false`: a store that cannot slide its pages in place gets
  /// every page the list holds again, through ``replacePages(for:with:)`` and
  /// ``appendPage(_:for:epoch:)``.
  public func slidePages(
    for key: String, epoch: PageCacheEpoch, removingFirst: Int, removingLast: Int,
    prepending: [CachedPage<Item, Cursor>], appending: [CachedPage<Item, Cursor>]
  ) async throws(PageCacheError) -> Bool {
    false
  }
}

/// The pages a ``PageCache`` holds for a key, with the epoch they were written in.
///
/// ```swift
/// let snapshot = try await cache.snapshot(for: "search:swift")
/// if let epoch = snapshot.epoch, let first = snapshot.pages.first {
///   _ = try await cache.replacePage(first, at: 0, for: "search:swift", epoch: epoch)
/// }
/// ```
public struct PageCacheSnapshot<Item: Sendable, Cursor: Hashable & Sendable>: Sendable {
  /// The epoch of the pages; `nil` when the key has none or the store keeps no epochs.
  public var epoch: PageCacheEpoch?
  /// The pages, first page first.
  public var pages: [CachedPage<Item, Cursor>]

  /// Creates a snapshot.
  public init(epoch: PageCacheEpoch?, pages: [CachedPage<Item, Cursor>]) {
    self.epoch = epoch
    self.pages = pages
  }
}

/// Identifies one run of writes to a key: the pages written since its last replacement.
public struct PageCacheEpoch: Hashable, Sendable, Codable {
  /// The epoch's number; a store hands out increasing numbers.
  public var rawValue: Int64

  /// Creates an epoch from its number.
  public init(rawValue: Int64) { self.rawValue = rawValue }
}
