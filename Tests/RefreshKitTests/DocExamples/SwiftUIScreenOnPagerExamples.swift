// The platform-neutral code block of Documentation.docc/SwiftUIScreenOnPager.md, verbatim.
// The SwiftUI view itself needs Apple's SDK; the Apple API check compiles it.
import RefreshKit

struct GitHubRepository: Identifiable, Equatable, Sendable {
  let id: Int
  var fullName: String
  var stars: Int
}

struct GitHubSearchClient: Sendable {
  var search: @Sendable (_ query: String, _ page: Int) async throws -> [GitHubRepository]

  func page(_ query: String, _ page: Int?) async throws -> Page<GitHubRepository, Int> {
    let number = page ?? 1
    let found = try await search(query, number)
    return Page(items: found, next: found.count < 30 ? nil : number + 1)
  }
}
