import Foundation
import RefreshKitHTTP
import YLRefreshKit

extension IssueService {
  /// The service over GitHub's REST endpoints, through `transport` and `rateLimitGate` (the
  /// lists' own): `GET /repos/{owner}/{repo}/issues`, `GET …/issues/{number}/comments`
  /// (paged by number, `Link` saying whether a next page exists) and
  /// `POST …/issues/{number}/comments` (sent by the comments' manager, authenticated by the
  /// configuration's token).
  static func http(
    configuration: HTTPClientConfiguration, transport: any HTTPTransport,
    rateLimitGate: RateLimitGate, perPage: Int = 30
  ) -> IssueService {
    let issues = HTTPNetworkManager<IssueRead, [Issue], GitHubArrayPage<Issue, Int>>(
      configuration: configuration, paging: .pageNumber(perPage: perPage), transport: transport,
      rateLimitGate: rateLimitGate, endpoint: \.endpoint, makeModel: { GitHubArrayPage(items: $0) })
    let comments = HTTPNetworkManager<
      IssueRead, [IssueComment], GitHubArrayPage<IssueComment, Int>
    >(
      configuration: configuration, paging: .pageNumber(perPage: perPage), transport: transport,
      rateLimitGate: rateLimitGate, endpoint: \.endpoint, makeModel: { GitHubArrayPage(items: $0) })
    return IssueService(
      perPage: perPage,
      issues: { owner, name, page in
        try await issues.request(target: .issues(owner: owner, name: name), cursor: page)
          .page(number: page)
      },
      comments: { issue, page in
        try await comments.request(target: .comments(issue), cursor: page).page(number: page)
      },
      postComment: { issue, body in
        try await comments.send(
          CommentPost(issue: issue, body: body).endpoint, decoding: IssueComment.self)
      })
  }
}

/// A page of a GitHub endpoint that answers with a JSON array; the manager sets the next page.
struct GitHubArrayPage<Element: Sendable, Cursor: Hashable & Sendable>: ModelType {
  var items: [Element]
  var nextPage: Cursor?
  var pageablePropertyPath: WritableKeyPath<GitHubArrayPage, [Element]>? { \.items }
}

extension GitHubArrayPage where Cursor == Int {
  /// RefreshKit's page of number `number`.
  func page(number: Int) -> Page<Element, Int> {
    Page(items: items, previous: number > 1 ? number - 1 : nil, next: nextPage)
  }
}

/// `GET /repos/{owner}/{repo}/issues` or `GET …/issues/{number}/comments`.
enum IssueRead: TargetType {
  case issues(owner: String, name: String)
  case comments(IssueReference)

  mutating func update(with action: RefreshAction, targetInfo: Any?) {}

  var endpoint: HTTPEndpoint {
    switch self {
    case .issues(let owner, let name):
      HTTPEndpoint(path: "/repos/\(owner)/\(name)/issues", query: ["state": "open"])
    case .comments(let issue):
      HTTPEndpoint(path: "/repos/\(issue.owner)/\(issue.name)/issues/\(issue.number)/comments")
    }
  }
}

/// `POST /repos/{owner}/{repo}/issues/{number}/comments` with `{"body": …}`.
struct CommentPost {
  var issue: IssueReference
  var body: String

  var endpoint: HTTPEndpoint {
    HTTPEndpoint(
      method: "POST", path: "/repos/\(issue.owner)/\(issue.name)/issues/\(issue.number)/comments",
      body: try? JSONEncoder().encode(["body": body]))
  }
}
