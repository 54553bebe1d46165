import Foundation
import RefreshKitHTTP
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("URLSessionHTTPTransport: sessions that keep the token home")
struct URLSessionHTTPTransportTests {
  @Test(
    "a redirect keeps Authorization only on the original origin",
    arguments: [
      ("https://api.github.com/search?page=2", true),
      ("https://API.GITHUB.COM:443/elsewhere", true),
      ("https://objects.githubusercontent.com/x", false),
      ("http://api.github.com/search", false),
      ("https://api.github.com:8443/search", false),
    ])
  func redirectGuard(target: String, keeps: Bool) {
    var redirected = URLRequest(url: url(target))
    redirected.setValue("Bearer \(Fixtures.token)", forHTTPHeaderField: "Authorization")
    let guarded = URLSessionHTTPTransport.redirect(
      redirected, from: url("https://api.github.com/search"))
    #expect((guarded.value(forHTTPHeaderField: "Authorization") != nil) == keeps)
    #expect(guarded.url == redirected.url)
  }

  @Test("sessions it makes do not cache, so a refresh reaches the server")
  func sessionsDoNotCache() {
    let session = URLSessionHTTPTransport.makeSession(configuration: .ephemeral)
    #expect(session.configuration.urlCache == nil)
    #expect(session.configuration.requestCachePolicy == .reloadIgnoringLocalCacheData)
    #expect(URLSessionHTTPTransport().session === URLSessionHTTPTransport.sharedSession)
    session.invalidateAndCancel()
  }
}
