package import Foundation
package import RefreshKit

extension HTTPClient.Exchange {
  /// Whether the server answered 304 to a request conditional on a validator, with the
  /// validator and freshness to keep: the one the response offers (a 304 that names none
  /// keeps the one sent) and its `Cache-Control` freshness. A 304 to a request that sent no
  /// validator throws ``HTTPLoadError/unexpectedStatus(_:)``: it is never an empty page.
  package func revalidation() throws(HTTPLoadError)
    -> (notModified: Bool, validator: PageValidator?, freshUntil: Date?)
  {
    let offered = PageValidator(responseHeaders: response.headers)
    let freshUntil = CacheControl(headers: response.headers).freshUntil(receivedAt: receivedAt)
    guard response.status == 304 else { return (false, offered, freshUntil) }
    guard let sent = sentValidator else { throw .unexpectedStatus(304) }
    return (true, offered ?? sent, freshUntil)
  }

  /// The cursor of the page after `page`, read off the response by `paging`: relative links
  /// resolve against the URL that answered.
  package func nextCursor<Cursor>(
    _ paging: HTTPPaging<Cursor>, after page: HTTPPaging<Cursor>.Page, itemCount: Int,
    totalCount: Int?
  ) -> Cursor? {
    paging.next(
      HTTPPaging.Outcome(
        responseURL: response.url ?? request.url, current: page.current,
        headers: response.headers, itemCount: itemCount, totalCount: totalCount))
  }
}
