import Foundation
import RefreshKit
import RefreshKitHTTP
import YLRefreshKit
import YLStateMachine

struct RepositorySearch: TargetType {
  typealias Cursor = URL
  var query: String
}

struct GitHubRepository: Decodable, Sendable {
  var id: Int
  var fullName: String
  var stargazersCount: Int
}

struct GitHubSearchResponse: Decodable {
  var totalCount: Int
  var items: [GitHubRepository]
}

struct RepositoryList: ModelType {
  var repositories: [GitHubRepository]
  var nextPage: URL?
  var pageablePropertyPath: WritableKeyPath<RepositoryList, [GitHubRepository]>? {
    \.repositories
  }
}

@MainActor
final class RepositoriesViewModel: DataSourceType {
  var model: RepositoryList?
  var targetInfo: (any Sendable)?
}

func gitHubSearchManager() -> HTTPNetworkManager<
  RepositorySearch, GitHubSearchResponse, RepositoryList
> {
  let decoder = JSONDecoder()
  decoder.keyDecodingStrategy = .convertFromSnakeCase
  return HTTPNetworkManager(
    configuration: .gitHub(token: BearerToken(environment: "GITHUB_TOKEN")),
    paging: .linkHeader,
    decoder: decoder,
    endpoint: {
      HTTPEndpoint(path: "/search/repositories", query: ["q": $0.query, "per_page": "50"])
    },
    makeModel: { RepositoryList(repositories: $0.items) })
}

@MainActor
func searchSwift(viewModel: RepositoriesViewModel) async throws {
  let machine = StateMachine(
    operator: RefreshOperator(
      dataSource: viewModel, networkManager: gitHubSearchManager(),
      target: RepositorySearch(query: "swift")))
  try await machine.trigger(.pullToRefresh)  // page 1
  try await machine.trigger(.loadingMore)  // the Link header's next URL
}
