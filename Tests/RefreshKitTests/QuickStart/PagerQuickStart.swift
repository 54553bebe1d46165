// The README's Pager quick start, verbatim between the markers: it must compile as written.
// ReadmeQuickStartTests checks that README.md shows exactly this code and runs it.
// pager-quick-start:begin
import RefreshKit

struct Repository: Identifiable, Equatable, Sendable {
  let id: Int
  var name: String
}

@MainActor
func searchRepositories(api: RepositoryAPI) async -> [Repository] {
  let pager = Pager(query: "swift") { request in
    let found = try await api.search(request.query, page: request.cursor ?? 1)  // [Repository]
    return Page(items: found, next: found.isEmpty ? nil : (request.cursor ?? 1) + 1)
  }
  await pager.refresh()  // page 1
  pager.itemDidAppear(at: pager.items.count - 1)  // the last row shows: page 2 loads
  await pager.waitUntilIdle()
  return pager.items.array  // unique by id, in server order
}
// pager-quick-start:end

/// The quick start's made-up API: three pages of twenty repositories for any query.
struct RepositoryAPI: Sendable {
  func search(_ query: String, page: Int) async throws -> [Repository] {
    guard page <= 3 else { return [] }
    return (1...20).map { Repository(id: (page - 1) * 20 + $0, name: "\(query) #\($0)") }
  }
}
