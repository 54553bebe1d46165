import Observation
import RefreshKit

/// The one copy of each repository that every list and the detail show: an `EntityStore`
/// (the newest `updated_at` wins; with equal versions the copy that arrived last), what the
/// app knows of the user's stars, and starring through ``StarService``.
///
/// ```swift
/// let entities = RepositoryEntities(stars: services.stars)
/// list.pager.shareEntities(with: entities.store)
/// let refusal = await entities.toggleStar(repository.id)   // nil once the server accepted
/// ```
@MainActor
public final class RepositoryEntities {
  /// The repositories every list and detail show.
  public let store = EntityStore<Repository>(version: \.updatedAt)
  /// The ids the user starred, as far as the app knows.
  public let starred: StarredRepositories
  /// Stars and unstars; `nil` when the app cannot (no starring service).
  public let stars: StarService?

  /// Creates the entities of one app run.
  public init(stars: StarService?, starred: StarredRepositories = StarredRepositories()) {
    self.stars = stars
    self.starred = starred
  }

  /// Stars `id`, or unstars it when starred: the ★ and the count change at once in every list
  /// and on the detail, and roll back everywhere when the server refuses. Returns the reason
  /// of a refusal, to show where the user asked; `nil` once the server accepted.
  public func toggleStar(_ id: Repository.ID) async -> String? {
    guard let stars else { return "Starring is not available" }
    guard let repository = store[id] else { return "Nothing to star yet" }
    let starring = !repository.isStarred
    do {
      try await store.mutate(id: id) {
        $0.isStarred = starring
        $0.stargazersCount += starring ? 1 : -1
      } remote: {
        try await stars.setStarred(repository, starring)
        self.starred.set(id, starred: starring)
      }
      return nil
    } catch {
      let reason = (error as? any PresentableError)?.displayMessage ?? "\(error)"
      return "\(starring ? "Star" : "Unstar") refused: \(reason)"
    }
  }

  /// Learns the user's stars (`GET /user/starred`) and marks the repositories shown; a
  /// failure (no token, offline) leaves every repository unmarked.
  public func loadStarred() async {
    guard let stars, let ids = try? await stars.starredIDs() else { return }
    starred.formUnion(ids)
    let shown = ids.compactMap { id in store[id].map { starred.mark($0) } }
    guard !shown.isEmpty else { return }
    try? await store.apply(shown.map { EntityChange.upsert($0) }.async)
  }
}

extension Array where Element: Sendable {
  /// The elements as an `AsyncSequence`, for `EntityStore.apply(_:)`.
  var async: AsyncStream<Element> {
    AsyncStream { continuation in
      for element in self { continuation.yield(element) }
      continuation.finish()
    }
  }
}
