// The code block of Documentation.docc/SharingEntities.md, verbatim: it must compile.
import RefreshKit

struct StarrableRepository: Identifiable, Equatable, Sendable {
  let id: Int
  var name: String
  var stars: Int
  var isStarred: Bool
  var updatedAt: Int
}

protocol StarService: Sendable {
  func search(_ query: String, page: Int) async throws -> Page<StarrableRepository, Int>
  func setStarred(_ starred: Bool, repository: StarrableRepository.ID) async throws
}

@MainActor
final class RepositoryScreens {
  let store = EntityStore<StarrableRepository>(version: \.updatedAt)
  let results: Pager<String, Int, StarrableRepository>
  let owned: Pager<String, Int, StarrableRepository>
  let service: any StarService

  init(service: any StarService) {
    self.service = service
    results = Pager(query: "swift") { request in
      try await service.search(request.query, page: request.cursor ?? 1)
    }
    owned = Pager(query: "user:apple") { request in
      try await service.search(request.query, page: request.cursor ?? 1)
    }
    results.shareEntities(with: store)
    owned.shareEntities(with: store)
  }

  /// Stars or unstars everywhere at once; a refusal rolls back everywhere and rethrows.
  func toggleStar(_ id: StarrableRepository.ID) async throws {
    guard let repository = store[id] else { return }
    let starred = !repository.isStarred
    try await store.mutate(id: id) {
      $0.isStarred = starred
      $0.stars += starred ? 1 : -1
    } remote: {
      try await self.service.setStarred(starred, repository: id)
    }
  }
}
