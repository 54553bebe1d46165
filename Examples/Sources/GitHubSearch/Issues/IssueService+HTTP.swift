import Foundation
import RefreshKit
import RefreshKitHTTP

extension IssueService {
  /// The service over GitHub's REST endpoints, through `client` (the lists' own: its
  /// transport and rate-limit gate): `GET /repos/{owner}/{repo}/issues`,
  /// `GET …/issues/{number}/comments` (paged by number, `Link` saying whether a next page
  /// exists) and `POST …/issues/{number}/comments` (sent with `HTTPClient.send`,
  /// authenticated by the configuration's token).
  static func http(client: HTTPClient, perPage: Int = 30) -> IssueService {
    let issues = HTTPPageLoader<IssueRead, Int, [Issue], Issue>(
      client: client, paging: .pageNumber(perPage: perPage), endpoint: \.endpoint,
      items: { $0 })
    let comments = HTTPPageLoader<IssueRead, Int, [IssueComment], IssueComment>(
      client: client, paging: .pageNumber(perPage: perPage), endpoint: \.endpoint,
      items: { $0 })
    return IssueService(
      perPage: perPage,
      issues: { owner, name, page in
        try await issues.load(PageRequest(query: .issues(owner: owner, name: name), cursor: page))
          .numbered(page)
      },
      comments: { issue, page in
        try await comments.load(PageRequest(query: .comments(issue), cursor: page)).numbered(page)
      },
      postComment: { issue, body in
        try await client.send(
          CommentPost(issue: issue, body: body).endpoint, decoding: IssueComment.self)
      })
  }
}

extension Page where Cursor == Int {
  /// The page of number `number` as the issue screens page: its items, the page before and
  /// the page the server links after (no validator: issue pages are not revalidated).
  fileprivate func numbered(_ number: Int) -> Page<Item, Int> {
    Page(items: items, previous: number > 1 ? number - 1 : nil, next: next)
  }
}

/// `GET /repos/{owner}/{repo}/issues` or `GET …/issues/{number}/comments`.
enum IssueRead: Hashable, Sendable {
  case issues(owner: String, name: String)
  case comments(IssueReference)

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
