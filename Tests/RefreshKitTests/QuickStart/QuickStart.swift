// The seed-style quick start of YLRefreshKit's TheSeedsVocabulary.md (linked from the
// README), verbatim between the markers: it must compile as written. ReadmeQuickStartTests
// checks that the article shows exactly this code and runs it.
// quick-start:begin
import RefreshKit
import YLRefreshKit
import YLStateMachine

// 1. The model: one page, the array that grows, and the cursor of the next page.
struct ArticleList: ModelType {
  var articles: [String]
  var nextPage: Int?
  var pageablePropertyPath: WritableKeyPath<ArticleList, [String]>? { \.articles }
}

// 2. The target: what to request, updated for each action (the seed's enum with a page).
enum ArticleTarget: TargetType {
  case articles(page: Int)
  case topic(id: String, page: Int)

  mutating func update(with action: RefreshAction, targetInfo: (any Sendable)?) {
    switch (self, action) {
    case (.articles, .pullToRefresh): self = .articles(page: 1)
    case (.articles(let page), .loadingMore): self = .articles(page: page + 1)
    case (.topic(let id, _), .pullToRefresh):
      self = .topic(id: targetInfo as? String ?? id, page: 1)
    case (.topic(let id, let page), .loadingMore): self = .topic(id: id, page: page + 1)
    }
  }
}

// 3. The network manager: loads a target's model. Here: three pages of made-up articles.
struct ArticleClient: NetworkManagerType {
  func request(target: ArticleTarget) async throws -> ArticleList {
    guard case .articles(let page) = target else { return ArticleList(articles: []) }
    let articles = (1...20).map { "Article \((page - 1) * 20 + $0)" }
    return ArticleList(articles: articles, nextPage: page < 3 ? page + 1 : nil)
  }
}

// 4. The data source: usually the screen's view model.
@MainActor
final class ArticlesViewModel: DataSourceType {
  var model: ArticleList?
  var targetInfo: (any Sendable)?
}

// 5. The operator joins them; the state machine runs it. Then trigger.
@MainActor
func loadTwoPages() async throws -> [String] {
  let viewModel = ArticlesViewModel()
  let machine = StateMachine(
    operator: RefreshOperator(
      dataSource: viewModel, networkManager: ArticleClient(), target: .articles(page: 1)))
  try await machine.trigger(.pullToRefresh)  // page 1
  try await machine.trigger(.loadingMore)  // page 2, appended in place
  print(machine.currentState)  // paginated: there is a page 3
  return viewModel.model?.articles ?? []
}
// quick-start:end
