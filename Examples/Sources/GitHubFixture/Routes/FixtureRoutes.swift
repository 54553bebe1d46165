import HTTPTypes
import Hummingbird

/// The GitHub REST endpoints the fixture serves, over one immutable dataset; bodies show the
/// repositories as they are now (``CurrentRepositories``: stars given, live changes).
struct FixtureRoutes: Sendable {
  /// The data served.
  let dataset: RepositoryDataset
  /// The repositories now.
  let current: CurrentRepositories
  /// `host:port` used for absolute URLs when a request carries no `Host` header.
  let fallbackAuthority: @Sendable () -> String

  /// Registers `GET /search/repositories`, `GET /users/{owner}/repos`, `GET /users/{owner}`
  /// and `GET /repos/{owner}/{name}` on `router`. In live mode the last one sends
  /// `X-Poll-Interval` (the seconds between live changes), as GitHub's pollable endpoints do.
  func register(on router: Router<some RequestContext>) {
    router.get("/search/repositories") { request, _ in
      searchRepositories(RequestInfo(request, fallbackAuthority: fallbackAuthority()))
    }
    router.get("/users/:owner/repos") { request, context in
      let owner = context.parameters.get("owner") ?? ""
      return userRepositories(
        owner: owner, RequestInfo(request, fallbackAuthority: fallbackAuthority()))
    }
    router.get("/users/:owner") { request, context in
      let info = RequestInfo(request, fallbackAuthority: fallbackAuthority())
      guard let login = context.parameters.get("owner"),
        let repositories = dataset.repositories(ofOwner: login), let first = repositories.first
      else { return JSONResponse.make(.notFound) }
      return JSONResponse.make(
        status: 200,
        body: SimpleUserPayload(
          owner: first.owner, origin: info.origin, publicRepos: repositories.count)
      )
    }
    router.get("/repos/:owner/:name") { request, context in
      let info = RequestInfo(request, fallbackAuthority: fallbackAuthority())
      guard let owner = context.parameters.get("owner"), let name = context.parameters.get("name"),
        let repository = dataset.repository(owner: owner, name: name)
      else { return JSONResponse.make(.notFound) }
      var fields = HTTPFields()
      if let live = current.live {
        fields.setGitHubHeader(GitHubHeader.pollInterval, String(live.interval))
      }
      return JSONResponse.make(
        status: 200, body: current.payload(repository, origin: info.origin), headers: fields)
    }
  }

  /// `GET /search/repositories`: filters, orders and pages through at most 1,000 results;
  /// a request GitHub would refuse gets GitHub's error (``SearchRequestValidation``).
  func searchRepositories(_ info: RequestInfo) -> Response {
    let pagination = Pagination(page: info["page"], perPage: info["per_page"])
    if let error = SearchRequestValidation.error(
      q: info["q"], pagination: pagination, hasMalformedEncoding: info.hasMalformedEncoding,
      ownerExists: { dataset.indices(ofOwner: $0) != nil })
    {
      return JSONResponse.make(error)
    }
    let text = info["q"] ?? ""
    let hits = dataset.search(
      SearchQuery(parsing: text),
      sort: SearchSort(parameter: info["sort"]),
      order: SortOrder(parameter: info["order"], default: .descending)
    )
    let served = min(hits.count, Pagination.searchResultWindow)
    let items = hits[pagination.itemRange(total: served)].map {
      current.payload(dataset.repositories[$0.index], origin: info.origin, score: $0.score)
    }
    return JSONResponse.make(
      status: 200, body: SearchResultPayload(totalCount: hits.count, items: items),
      headers: info.linkFields(pagination, total: served))
  }

  /// `GET /users/{owner}/repos`: one owner's repositories, paged without a result window.
  ///
  /// `sort` is `full_name` (default, ascending) or `pushed` / `updated` (default descending);
  /// `direction` overrides the order.
  func userRepositories(owner: String, _ info: RequestInfo) -> Response {
    guard var indices = dataset.indices(ofOwner: owner) else {
      return JSONResponse.make(.notFound)
    }
    let sort = info["sort"]?.lowercased() ?? "full_name"
    let byDate = sort == "pushed" || sort == "updated" || sort == "created"
    let order = SortOrder(parameter: info["direction"], default: byDate ? .descending : .ascending)
    if byDate {
      // Ascending by push date; ties keep their full-name order.
      let repositories = dataset.repositories
      indices = indices.enumerated().sorted {
        (repositories[$0.element].pushedAt ?? "", $0.offset)
          < (repositories[$1.element].pushedAt ?? "", $1.offset)
      }.map(\.element)
    }
    if order == .descending { indices.reverse() }
    let pagination = Pagination(page: info["page"], perPage: info["per_page"])
    let items = indices[pagination.itemRange(total: indices.count)].map {
      current.payload(dataset.repositories[$0], origin: info.origin)
    }
    return JSONResponse.make(
      status: 200, body: items, headers: info.linkFields(pagination, total: indices.count))
  }
}
