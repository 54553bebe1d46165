import Synchronization

/// The ids of the repositories the authenticated user starred, as far as the app knows:
/// loaded from `GET /user/starred` at launch, kept up to date by every star and unstar that
/// the server accepted. Every page a list loads marks its repositories from it
/// (``Repository/isStarred``), so a fresher copy never loses the star.
///
/// ```swift
/// let starred = StarredRepositories()
/// starred.set(42, starred: true)
/// starred.mark(repository).isStarred   // true for id 42
/// ```
public final class StarredRepositories: Sendable {
  private let ids = Mutex<Set<Int>>([])

  /// Creates an empty set.
  public init() {}

  /// Whether `id` is starred.
  public func contains(_ id: Int) -> Bool { ids.withLock { $0.contains(id) } }

  /// Records that `id` is starred, or not.
  public func set(_ id: Int, starred: Bool) {
    ids.withLock { ids in
      if starred { ids.insert(id) } else { ids.remove(id) }
    }
  }

  /// Adds every id of `starred` (what `GET /user/starred` listed).
  public func formUnion(_ starred: some Sequence<Int>) {
    ids.withLock { $0.formUnion(starred) }
  }

  /// `repository` with ``Repository/isStarred`` as this set says.
  public func mark(_ repository: Repository) -> Repository {
    var marked = repository
    marked.isStarred = contains(repository.id)
    return marked
  }
}
