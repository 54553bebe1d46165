// GettingStarted.md's "Test it" (once the README's "Testing your own screens"), verbatim.
import Foundation
import RefreshKitTesting

@MainActor
func scriptTheNetwork(page1: ArticleList, page2: ArticleList, page3: ArticleList) {
  let manager = ScriptedNetworkManager<ArticleTarget, ArticleList>()
  manager.enqueue(.success(page1), .failure(URLError(.timedOut)), .hold)
  manager.enqueue(.delayed(.milliseconds(300), .success(page2)))
  manager.advance(by: .milliseconds(300))  // virtual time: nothing sleeps
  manager.respond(to: 2, with: .success(page3))  // answer a held request, in any order
}
