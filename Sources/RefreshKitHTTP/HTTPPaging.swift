public import Foundation

/// How a page loader finds the next page: by `Link` header URL or by page number.
///
/// The strategy decides what the first request and each load-more request ask for, and
/// reads the next cursor off a response. Use ``linkHeader`` (cursor `URL`) or
/// ``pageNumber(parameter:firstPage:perPage:perPageParameter:)`` (cursor `Int`).
///
/// ```swift
/// let byLink: HTTPPaging<URL> = .linkHeader
/// let byNumber: HTTPPaging<Int> = .pageNumber(perPage: 30)
/// ```
public struct HTTPPaging<Cursor: Hashable & Sendable>: Sendable, CustomStringConvertible {
  /// Where one page request goes: the endpoint (adjusted for the page) or a URL as given.
  package enum Location: Sendable {
    case endpoint(HTTPEndpoint)
    case url(URL)
  }

  /// The request for one page and the cursor it loads (`nil`: the first page of a URL walk).
  package struct Page: Sendable {
    package var location: Location
    package var current: Cursor?
  }

  /// What a successful response says about paging.
  package struct Outcome: Sendable {
    /// The URL that answered; relative `Link` targets resolve against it.
    package var responseURL: URL?
    /// The cursor that was loaded.
    package var current: Cursor?
    /// The response's header fields.
    package var headers: HTTPHeaderFields
    /// The number of items the page holds.
    package var itemCount: Int
    /// The total number of items of all pages, when the body reports it.
    package var totalCount: Int?

    package init(
      responseURL: URL?, current: Cursor?, headers: HTTPHeaderFields, itemCount: Int,
      totalCount: Int?
    ) {
      self.responseURL = responseURL
      self.current = current
      self.headers = headers
      self.itemCount = itemCount
      self.totalCount = totalCount
    }
  }

  /// A short name for logs (`linkHeader`, `pageNumber(page)`).
  let name: String
  /// Builds the request for `cursor` (`nil` for the first page) from the target's endpoint.
  package let locate: @Sendable (HTTPEndpoint, Cursor?) -> Page
  /// Reads the next cursor off a response; `nil` on the last page.
  package let next: @Sendable (Outcome) -> Cursor?

  /// The strategy's name.
  public var description: String { name }
}

extension HTTPPaging where Cursor == URL {
  /// Pages by RFC 8288 `Link` header: load-more requests the `rel="next"` URL exactly as given.
  ///
  /// The first page is built from the target's endpoint. The next cursor is the `next`
  /// link, resolved against the response URL; a missing or malformed header, or a
  /// non-HTTP(S) link, ends paging. GitHub's search and list endpoints page this way.
  ///
  /// ```swift
  /// let search = HTTPPageLoader(client: client, paging: .linkHeader, endpoint: …, items: …)
  /// ```
  public static var linkHeader: HTTPPaging<URL> {
    HTTPPaging(
      name: "linkHeader",
      locate: { endpoint, cursor in
        Page(location: cursor.map { .url($0) } ?? .endpoint(endpoint), current: cursor)
      },
      next: { outcome in
        let links = LinkHeader(
          values: outcome.headers.values(for: "Link"), relativeTo: outcome.responseURL)
        guard let next = links.next, let scheme = next.scheme?.lowercased(),
          scheme == "https" || scheme == "http"
        else { return nil }
        return next
      })
  }
}
