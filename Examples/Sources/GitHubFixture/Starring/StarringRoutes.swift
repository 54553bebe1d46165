import Foundation
import HTTPTypes
import Hummingbird

/// GitHub's starring endpoints for the authenticated user (docs.github.com, REST
/// "Starring"): `PUT` and `DELETE /user/starred/{owner}/{repo}` (204), `GET
/// /user/starred/{owner}/{repo}` (204 when starred, 404 when not) and `GET /user/starred`
/// (the starred repositories, most recent first, paged with `Link`). Without a token each
/// answers 401 `Requires authentication`; an unknown repository is a 404.
struct StarringRoutes: Sendable {
  let dataset: RepositoryDataset
  let repositories: CurrentRepositories
  let fallbackAuthority: @Sendable () -> String

  func register(on router: Router<FixtureRequestContext>) {
    router.get("/user/starred") { request, _ in
      guard let user = Self.user(of: request) else {
        return JSONResponse.make(.requiresAuthentication)
      }
      return list(of: user, RequestInfo(request, fallbackAuthority: fallbackAuthority()))
    }
    router.get("/user/starred/:owner/:repo") { request, context in
      write(request, context) { user, id in
        repositories.stars.hasStarred(id, by: user) ? Self.noContent : JSONResponse.make(.notFound)
      }
    }
    router.put("/user/starred/:owner/:repo") { request, context in
      write(request, context) { user, id in
        repositories.stars.star(id, by: user, at: repositories.now())
        return Self.noContent
      }
    }
    router.delete("/user/starred/:owner/:repo") { request, context in
      write(request, context) { user, id in
        repositories.stars.unstar(id, by: user, at: repositories.now())
        return Self.noContent
      }
    }
  }

  /// 204 with no body, as GitHub answers a star, an unstar and a positive check.
  static var noContent: Response { Response(status: .noContent) }

  /// The user of a request with a token; `nil` without one.
  static func user(of request: Request) -> UInt64? {
    guard case .user(let id) = RateLimitClient(request: request.head, ipAddress: nil) else {
      return nil
    }
    return id
  }

  /// Checks the token, then the repository, then answers with `body`.
  private func write(
    _ request: Request, _ context: FixtureRequestContext,
    _ body: (_ user: UInt64, _ repository: Int) -> Response
  ) -> Response {
    guard let user = Self.user(of: request) else {
      return JSONResponse.make(.requiresAuthentication)
    }
    guard let owner = context.parameters.get("owner"), let name = context.parameters.get("repo"),
      let repository = dataset.repository(owner: owner, name: name)
    else { return JSONResponse.make(.notFound) }
    return body(user, repository.id)
  }

  /// `GET /user/starred`: a bare JSON array of repositories, `per_page` at a time.
  private func list(of user: UInt64, _ info: RequestInfo) -> Response {
    let starred = repositories.stars.starred(by: user)
    let pagination = Pagination(page: info["page"], perPage: info["per_page"])
    let items = starred[pagination.itemRange(total: starred.count)].compactMap { id in
      dataset.repository(id: id).map { repositories.payload($0, origin: info.origin) }
    }
    return JSONResponse.make(
      status: 200, body: items, headers: info.linkFields(pagination, total: starred.count))
  }
}
