import Foundation
import RefreshKitTesting
import Testing

@testable import RefreshKit

/// A row of the pager tests: identity by `id`, a value that pages and edits change.
struct Article: Identifiable, Equatable, Sendable, CustomStringConvertible {
  let id: Int
  var title: String
  var isStarred = false

  var description: String { "\(id)\(isStarred ? "*" : ""):\(title)" }
}

typealias ArticleRequest = PageRequest<String, Int>
typealias ArticlePage = Page<Article, Int>
typealias ArticleServer = ScriptedNetworkManager<ArticleRequest, ArticlePage>
typealias ArticlePager = Pager<String, Int, Article>

/// A page of articles `ids`, titled `title`, pointing at `next`.
func articlePage(_ ids: ClosedRange<Int>, next: Int?, title: String = "v1") -> ArticlePage {
  Page(items: ids.map { Article(id: $0, title: title) }, next: next)
}

/// A failure the scripted server answers with.
struct ServerUnavailable: Error, Equatable {}

/// A pager on a scripted server whose requests are held until the test answers them.
@MainActor
func makeArticlePager(
  query: String = "swift", prefetchDistance: Int = 2, retry: AutomaticRetry = .off,
  clock: any Clock<Duration> = ContinuousClock(), honorsCancellation: Bool = true
) -> (ArticlePager, ArticleServer) {
  let server = ArticleServer(honorsCancellation: honorsCancellation)
  let pager = ArticlePager(
    query: query, networkManager: server,
    configuration: .fixed(prefetchDistance: prefetchDistance), retry: retry, clock: clock)
  return (pager, server)
}

extension PagerConfiguration {
  /// Pages of 20 that keep every item, with a fixed prefetch distance.
  static func fixed(prefetchDistance: Int) -> PagerConfiguration {
    PagerConfiguration(uncheckedPageSize: 20, prefetchDistance: prefetchDistance)
  }
}

extension ArticlePager {
  var ids: [Int] { items.map(\.id) }
}

/// Answers request `index` once it arrived, then waits until the pager settled; both waits
/// are bounded, so a broken pager fails the test instead of hanging it.
@MainActor
func answer(
  _ server: ArticleServer, _ index: Int, with result: Result<ArticlePage, any Error>,
  settling pager: ArticlePager, sourceLocation: SourceLocation = #_sourceLocation
) async {
  guard await arrival(of: index, at: server, sourceLocation: sourceLocation) != nil else { return }
  await respond(server, index, with: result, settling: pager, sourceLocation: sourceLocation)
}

/// Answers pending request `index` and waits (bounded) until the load it belongs to settled.
///
/// The answer and the wait start in the same main-actor turn, so the wait joins exactly the
/// load being answered, never one that starts after it.
@MainActor
func respond(
  _ server: ArticleServer, _ index: Int, with result: Result<ArticlePage, any Error>,
  settling pager: ArticlePager, sourceLocation: SourceLocation = #_sourceLocation
) async {
  let settled = await server.respond(to: index, with: result, settling: pager)
  if !settled {
    Issue.record("the load of request \(index) never settled", sourceLocation: sourceLocation)
  }
}

/// Waits (bounded) for request `index` to reach `server`.
func arrival(
  of index: Int, at server: ArticleServer, sourceLocation: SourceLocation = #_sourceLocation
) async -> RecordedRequest<ArticleRequest>? {
  let request = await server.request(at: index, timeout: .seconds(10))
  if request == nil {
    Issue.record("request \(index) never arrived", sourceLocation: sourceLocation)
  }
  return request
}
