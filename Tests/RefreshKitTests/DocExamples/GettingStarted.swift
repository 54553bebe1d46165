import RefreshKit

/// GettingStarted.md: the quick start's model and target, in short.
enum GettingStartedExample {
  struct ArticleList: ModelType {
    var articles: [String]
    var nextPage: Int?
    var pageablePropertyPath: WritableKeyPath<ArticleList, [String]>? { \.articles }
  }

  enum ArticleTarget: TargetType {
    case articles(page: Int)
    mutating func update(with action: RefreshAction, targetInfo: (any Sendable)?) {
      guard case .articles(let page) = self else { return }
      self = .articles(page: action == .pullToRefresh ? 1 : page + 1)
    }
  }
}
