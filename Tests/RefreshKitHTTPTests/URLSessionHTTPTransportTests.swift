import Foundation
import RefreshKit
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

@Suite("URLSessionHTTPTransport: a 304 reaches the caller", .timeLimit(.minutes(3)))
struct URLSessionConditionalTests {
  @Test(
    "through a session with its own URLCache, a real 304 reaches the caller; If-None-Match is sent")
  func notModifiedReachesTheCaller() async throws {
    let server = try #require(LoopbackServer())
    defer { server.stop() }
    let body = #"{"total_count":1,"items":[{"id":1,"full_name":"owner/repo1"}]}"#
    server.enqueue(
      "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nETag: \"v1\"\r\n"
        + "Cache-Control: max-age=600\r\nContent-Length: \(body.utf8.count)\r\n"
        + "Connection: close\r\n\r\n\(body)",
      "HTTP/1.1 304 Not Modified\r\nETag: \"v1\"\r\nCache-Control: max-age=600\r\n"
        + "Connection: close\r\n\r\n")
    let configuration = URLSessionConfiguration.default
    configuration.urlCache = URLCache(memoryCapacity: 1 << 20, diskCapacity: 0, diskPath: nil)
    configuration.requestCachePolicy = .useProtocolCachePolicy
    let session = URLSession(configuration: configuration)
    defer { session.invalidateAndCancel() }
    let manager = Fixtures.searchManager(
      URLSessionHTTPTransport(session: session), token: nil, baseURL: server.url(""))
    let search = SearchTarget(query: "swift")

    let first = try await manager.conditionalRequest(target: search, cursor: nil, validator: nil)
    #expect(first.model?.items == Fixtures.repositories(1...1))
    let validator = try #require(first.validator)
    #expect(validator == PageValidator(entityTag: #""v1""#))
    let second = try await manager.conditionalRequest(
      target: search, cursor: nil, validator: validator)
    #expect(second.isUnchanged)
    #expect(second.validator == validator)
    let heads = server.heads
    #expect(heads.count == 2)
    let conditional = try #require(heads.last).lowercased()
    #expect(conditional.contains("if-none-match: \"v1\"\r\n"))
  }
}
