// The code blocks of Documentation.docc/ListsThatLoadBothWays.md, verbatim: they must compile.
import Foundation
import RefreshKit

/// The article's made-up photo library: pages of 50 photos, numbered from 1.
struct PhotoAPI: Sendable {
  struct Response: Sendable {
    var photos: [Photo]
    var total: Int
  }

  var page: @Sendable (_ album: String, _ number: Int) async throws -> Response

  func photos(album: String, page number: Int) async throws -> Response {
    try await page(album, number)
  }
}

struct Photo: Identifiable, Equatable, Sendable {
  let id: Int
  var title: String
}

@MainActor
func makeLibrary(api: PhotoAPI, around page: Int) throws -> Pager<String, Int, Photo> {
  let configuration = try PagerConfiguration(
    pageSize: 50, prefetchDistance: 20, maxItems: 500, pipelineDepth: 2,
    refreshPolicy: .keepPosition)
  return Pager(
    query: "all-photos", configuration: configuration, initialKey: page,
    pageAt: { PagePosition(cursor: $0 / 50 + 1, itemsBefore: $0 / 50 * 50) },
    cursorAfter: { $0 + 1 },
    loadPage: { request in
      let number = request.cursor ?? 1
      let response = try await api.photos(album: request.query, page: number)
      let before = (number - 1) * 50
      let after = response.total - before - response.photos.count
      return Page(
        items: response.photos, previous: number > 1 ? number - 1 : nil,
        next: after > 0 ? number + 1 : nil, itemsBefore: before, itemsAfter: after)
    })
}

@MainActor
func title(ofRow position: Int, in library: Pager<String, Int, Photo>) -> String {
  library.positionDidAppear(position)  // loads the page there, or jumps to it
  return library.item(atPosition: position)?.title ?? "Loading…"  // a placeholder row
}

@MainActor
func relaunch(after library: Pager<String, Int, Photo>, api: PhotoAPI) throws
  -> Pager<String, Int, Photo>
{
  let saved: Data = try JSONEncoder().encode(library.restoration())  // keep it anywhere

  // After a relaunch:
  let relaunched = try makeLibrary(api: api, around: 1)
  let restoration = try JSONDecoder().decode(
    PagerRestoration<String, Int, Int>.self, from: saved)
  relaunched.restore(restoration)
  return relaunched
}
