import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// GitHub's issue endpoints over the generated issues (``IssueGenerator``) and the comments
/// posted while the server runs (``PostedComments``):
///
/// - `GET /repos/{owner}/{repo}/issues`: the open issues, newest first (`direction=asc`:
///   oldest first); `state=closed` is empty, `state=all` the open ones; `per_page`/`page`
///   with `Link`.
/// - `GET /repos/{owner}/{repo}/issues/{number}`: one issue.
/// - `GET /repos/{owner}/{repo}/issues/{number}/comments`: its comments, oldest first,
///   `per_page`/`page` with `Link`.
/// - `POST /repos/{owner}/{repo}/issues/{number}/comments` with `{"body":"…"}`: 201 with
///   the comment and `Location`; 401 without a token, 400/413/422 for a bad body.
///
/// An unknown repository or issue number is a 404.
struct IssueRoutes: Sendable {
  let dataset: RepositoryDataset
  let generator: IssueGenerator
  let posted: PostedComments
  /// The server's clock, for the time of a posted comment.
  let now: @Sendable () -> Date
  let fallbackAuthority: @Sendable () -> String

  func register(on router: Router<FixtureRequestContext>) {
    router.get("/repos/:owner/:name/issues") { request, context in
      let info = RequestInfo(request, fallbackAuthority: fallbackAuthority())
      guard let repository = Self.repository(context, in: dataset) else {
        return JSONResponse.make(.notFound)
      }
      return issues(of: repository, info)
    }
    router.get("/repos/:owner/:name/issues/:number") { request, context in
      let info = RequestInfo(request, fallbackAuthority: fallbackAuthority())
      guard let thread = thread(context) else { return JSONResponse.make(.notFound) }
      return JSONResponse.make(status: 200, body: IssuePayload(thread: thread, origin: info.origin))
    }
    router.get("/repos/:owner/:name/issues/:number/comments") { request, context in
      let info = RequestInfo(request, fallbackAuthority: fallbackAuthority())
      guard let thread = thread(context) else { return JSONResponse.make(.notFound) }
      return comments(of: thread, info)
    }
    router.post("/repos/:owner/:name/issues/:number/comments") { request, context in
      try await postComment(request, context)
    }
  }

  /// The open issues of `repository`, a page of them.
  private func issues(of repository: Repository, _ info: RequestInfo) -> Response {
    let count = info["state"]?.lowercased() == "closed" ? 0 : generator.issueCount(of: repository)
    let ascending = info["direction"]?.lowercased() == "asc"
    let pagination = Pagination(page: info["page"], perPage: info["per_page"])
    let items = pagination.itemRange(total: count).compactMap { index in
      thread(number: ascending ? index + 1 : count - index, of: repository).map {
        IssuePayload(thread: $0, origin: info.origin)
      }
    }
    return JSONResponse.make(
      status: 200, body: items, headers: info.linkFields(pagination, total: count))
  }

  /// A page of the comments of `thread`, the oldest first.
  private func comments(of thread: IssueThread, _ info: RequestInfo) -> Response {
    let pagination = Pagination(page: info["page"], perPage: info["per_page"])
    let items = thread.comments(in: pagination.itemRange(total: thread.commentCount)).map {
      IssueCommentPayload(
        comment: $0, repository: thread.repository, issueNumber: thread.issue.number,
        origin: info.origin)
    }
    return JSONResponse.make(
      status: 200, body: items, headers: info.linkFields(pagination, total: thread.commentCount))
  }

  /// Checks the token, the issue and the body, in GitHub's order, then keeps the comment.
  private func postComment(
    _ request: Request, _ context: FixtureRequestContext
  ) async throws -> Response {
    guard let user = StarringRoutes.user(of: request) else {
      return JSONResponse.make(.commentRequiresAuthentication)
    }
    guard let thread = thread(context) else { return JSONResponse.make(.notFound) }
    let text: String
    do throws(APIError) {
      text = try NewIssueComment.text(of: try await Self.body(of: request))
    } catch {
      return JSONResponse.make(error)
    }
    let comment = posted.post(
      text, by: .tokenUser(id: user),
      on: PostedComments.IssueKey(repositoryID: thread.repository.id, number: thread.issue.number),
      after: thread.lastGeneratedCommentDate, at: now())
    let payload = IssueCommentPayload(
      comment: comment, repository: thread.repository, issueNumber: thread.issue.number,
      origin: RequestInfo(request, fallbackAuthority: fallbackAuthority()).origin)
    return JSONResponse.make(status: 201, body: payload, headers: [.location: payload.url])
  }

  /// The request's bytes; 413 beyond ``NewIssueComment/maximumRequestBytes``.
  private static func body(of request: Request) async throws(APIError) -> Data {
    do {
      let buffer = try await request.body.collect(upTo: NewIssueComment.maximumRequestBytes)
      return Data(buffer.readableBytesView)
    } catch is NIOTooManyBytesError {
      throw .requestBodyTooLarge
    } catch {
      throw .problemsParsingJSON
    }
  }

  /// The issue named by the route's `owner`, `name` and `number`, with its posted comments.
  private func thread(_ context: FixtureRequestContext) -> IssueThread? {
    guard let repository = Self.repository(context, in: dataset),
      let number = context.parameters.get("number").flatMap({ Int($0) })
    else { return nil }
    return thread(number: number, of: repository)
  }

  private func thread(number: Int, of repository: Repository) -> IssueThread? {
    generator.issue(number, of: repository).map {
      IssueThread(
        repository: repository, issue: $0,
        posted: posted.comments(
          on: PostedComments.IssueKey(repositoryID: repository.id, number: number)),
        generator: generator)
    }
  }

  private static func repository(
    _ context: FixtureRequestContext, in dataset: RepositoryDataset
  ) -> Repository? {
    guard let owner = context.parameters.get("owner"), let name = context.parameters.get("name")
    else { return nil }
    return dataset.repository(owner: owner, name: name)
  }
}
