import Foundation
public import RefreshKit

/// Loads the pages a `Pager` asks for over HTTP: `PageRequest` in, `Page` out.
///
/// Each request goes to the query's endpoint at the request's cursor, paged by `Link` header
/// or page number (``HTTPPaging``), through the client's transport and rate-limit gate. A
/// request that carries the validator of the copy the pager holds (`PageRequest.validator`)
/// is conditional (`If-None-Match`, or `If-Modified-Since` for a date): a `304 Not Modified`
/// answers `Page.unchanged(validator:freshUntil:)`, so the pager keeps its rows. A page
/// carries the response's validator (`ETag`, `Last-Modified`) and freshness
/// (`Cache-Control: max-age`). Failures are typed (``HTTPLoadError``): the pager keeps its
/// rows and `retry()` resumes at the page that failed.
///
/// ```swift
/// struct SearchResponse: Decodable { var items: [Repository] }
/// let search = HTTPPageLoader(
///   client: HTTPClient(configuration: .gitHub(token: BearerToken(environment: "GITHUB_TOKEN"))),
///   paging: .linkHeader,
///   endpoint: { HTTPEndpoint(path: "/search/repositories", query: ["q": $0]) },
///   items: { (response: SearchResponse) in response.items })
/// let pager = Pager(query: "swift", loadPage: search.load)
/// ```
///
/// Isolation: a `Sendable` value; ``load(_:)`` runs in the caller's isolation (a pager calls
/// it off the main actor).
public struct HTTPPageLoader<
  Query: Hashable & Sendable, Cursor: Hashable & Sendable, Decoded: Decodable, Item: Sendable
>: Sendable, CustomStringConvertible {
  /// The server every page is loaded from.
  public let client: HTTPClient
  /// How pages are requested and the next one found.
  public let paging: HTTPPaging<Cursor>
  let endpoint: @Sendable (Query) -> HTTPEndpoint
  let items: @Sendable (Decoded) -> [Item]

  /// Creates a loader.
  ///
  /// - Parameters:
  ///   - client: The server, its transport and its rate-limit gate.
  ///   - paging: ``HTTPPaging/linkHeader`` or ``HTTPPaging/pageNumber(parameter:firstPage:perPage:perPageParameter:)``.
  ///   - endpoint: The query's first-page request: path, query items, header fields.
  ///   - items: The items of a decoded body. When the body (`Decoded`) conforms to
  ///     ``TotalCountReporting``, page-number paging stops at its total.
  public init(
    client: HTTPClient, paging: HTTPPaging<Cursor>,
    endpoint: @escaping @Sendable (Query) -> HTTPEndpoint,
    items: @escaping @Sendable (Decoded) -> [Item]
  ) {
    self.client = client
    self.paging = paging
    self.endpoint = endpoint
    self.items = items
  }

  /// Loads the page `request` asks for: its items and next cursor, with the response's
  /// validator and freshness, or `Page.unchanged` when the server answered 304 to its
  /// validator.
  ///
  /// ```swift
  /// let first = try await search.load(PageRequest(query: "swift"))
  /// ```
  public func load(_ request: PageRequest<Query, Cursor>)
    async throws(HTTPLoadError) -> Page<Item, Cursor>
  {
    let (page, exchange) = try await client.exchange(
      endpoint(request.query), at: request.cursor, paging: paging, validator: request.validator)
    let (notModified, validator, freshUntil) = try exchange.revalidation()
    if notModified { return .unchanged(validator: validator, freshUntil: freshUntil) }
    let decoded = try client.decode(exchange.response, as: Decoded.self, at: exchange.receivedAt)
    let items = items(decoded)
    let next = exchange.nextCursor(
      paging, after: page, itemCount: items.count,
      totalCount: (decoded as? any TotalCountReporting)?.totalCount)
    return Page(items: items, next: next, validator: validator, freshUntil: freshUntil)
  }

  /// The client and the paging strategy; never the token.
  public var description: String { "HTTPPageLoader(\(client), paging: \(paging))" }
}
