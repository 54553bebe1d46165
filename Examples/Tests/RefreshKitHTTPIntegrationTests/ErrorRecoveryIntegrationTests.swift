import Foundation
import GitHubFixture
import RefreshKit
import RefreshKitHTTP
import Testing
import YLStateMachine

@MainActor
@Suite(
  "Live HTTP errors: each failure is a typed HTTPLoadError, loaded items stay, the retry re-sends the same URL",
  .timeLimit(.minutes(3))
)
struct ErrorRecoveryIntegrationTests {
  /// Loads page one, then lets `fail` break the server and expects a load-more to fail with
  /// an error `check` accepts, twice for the same URL, with page one still shown.
  private func failLoadMore(
    _ screen: LiveSearch, check: (HTTPLoadError) -> Bool
  ) async throws {
    let failed = try await screen.machine.trigger(.loadingMore)
    let error = try #require(LiveSearch.loadError(failed))
    #expect(check(error), "unexpected error \(error)")
    #expect(screen.ids.count == 100)
    #expect(screen.op.lastFailure?.action == .loadingMore)
    let retried = try await screen.retry()
    #expect(LiveSearch.loadError(retried).map(check) == true)
    #expect(screen.ids.count == 100)
    let urls = screen.transport.urls
    #expect(urls.count == 3)
    #expect(urls[1] == urls[2])
    #expect(urls[1] == screen.viewModel.model?.nextPage?.absoluteString)
    #expect(screen.op.lastFailure?.attempt == 2)
  }

  /// After the fault is switched off, the retry loads the page that failed.
  private func recover(_ screen: LiveSearch) async throws {
    #expect(try await screen.retry().phase == .paginated)
    #expect(screen.ids.count == 200)
    #expect(Set(screen.ids).count == 200)
    let urls = screen.transport.urls
    #expect(urls.count == 4)
    #expect(urls[3] == urls[1])
    #expect(screen.op.lastFailure == nil)
  }

  @Test("5xx: a failed load-more is .serverError; the retry succeeds once the server recovers")
  func serverError() async throws {
    try await withLiveServer { server in
      let screen = try LiveSearch(baseURL: server.baseURL)
      #expect(try await screen.machine.trigger(.pullToRefresh).phase == .paginated)
      server.faults.set(FaultConfiguration(failureRate: 1))
      try await failLoadMore(screen) { error in
        guard case .serverError(let status, let message) = error else { return false }
        return [500, 502, 503].contains(status) && message == "Server Error"
      }
      server.faults.set(.none)
      try await recover(screen)
    }
  }

  @Test("malformed body: a 200 that is not JSON is .malformedResponse; the retry then succeeds")
  func malformedBody() async throws {
    try await withLiveServer { server in
      let screen = try LiveSearch(baseURL: server.baseURL)
      #expect(try await screen.machine.trigger(.pullToRefresh).phase == .paginated)
      server.faults.set(FaultConfiguration(malformedRate: 1))
      try await failLoadMore(screen) { error in
        guard case .malformedResponse(let status, let snippet, _) = error else { return false }
        return status == 200 && !snippet.isEmpty
      }
      server.faults.set(.none)
      try await recover(screen)
    }
  }

  @Test("timeout: latency above the request timeout is .timedOut; the retry then succeeds")
  func timeout() async throws {
    try await withLiveServer { server in
      // Generous enough for page one on a loaded machine; the latency is well above it.
      let screen = try LiveSearch(baseURL: server.baseURL, timeout: 2)
      #expect(try await screen.machine.trigger(.pullToRefresh).phase == .paginated)
      server.faults.set(FaultConfiguration(latencyMilliseconds: 3_500))
      try await failLoadMore(screen) { $0 == .timedOut }
      server.faults.set(.none)
      try await recover(screen)
    }
  }

  @Test("rate limit: a 403 with retry-after is .rateLimited with a reset time")
  func rateLimited() async throws {
    let start = Date()
    try await withLiveServer(faults: FaultConfiguration(rateLimitPerMinute: 1)) { server in
      let screen = try LiveSearch(baseURL: server.baseURL)
      #expect(try await screen.machine.trigger(.pullToRefresh).phase == .paginated)
      try await failLoadMore(screen) { error in
        guard case .rateLimited(let status, let resetAt?, _) = error else { return false }
        return (status == 403 || status == 429) && resetAt > start
          && resetAt <= Date().addingTimeInterval(61)
      }
    }
  }

  @Test("offline: connection refused on the closed port is .offline; items stay")
  func offline() async throws {
    let server = try GitHubFixtureServer(logger: quietLogger)
    let running = try await server.start()
    let screen = try LiveSearch(baseURL: running.baseURL)
    let loaded = try await screen.machine.trigger(.pullToRefresh)
    try await running.stop()
    #expect(loaded.phase == .paginated)
    try await failLoadMore(screen) { error in
      error.isOffline && error == .offline(.cannotConnectToHost)
    }
  }

  @Test("422 past the 1,000th result: a refresh of page 11 fails, the list already loaded stays")
  func pagePastTheCap() async throws {
    try await withLiveServer { server in
      let screen = try LiveSearch(baseURL: server.baseURL)
      #expect(try await screen.machine.trigger(.pullToRefresh).phase == .paginated)
      let loaded = screen.ids
      screen.op.target = SearchTarget(query: everything, page: 11)
      let failed = try await screen.machine.trigger(.pullToRefresh)
      guard case .validationFailed(let message, _)? = LiveSearch.loadError(failed) else {
        Issue.record("expected a 422, got \(failed)")
        return
      }
      #expect(message.contains("1000"))
      #expect(screen.ids == loaded)
      #expect(screen.op.lastFailure?.action == .pullToRefresh)
      #expect(try await screen.retry().isError)
      let urls = screen.transport.urls
      #expect(urls.count == 3)
      #expect(urls[1] == urls[2])
      #expect(urls[1].contains("page=11"))
      #expect(screen.ids == loaded)
    }
  }

  @Test("422 without q: a refresh with no query is Validation Failed naming Search.q")
  func missingQuery() async throws {
    try await withLiveServer { server in
      let screen = try LiveSearch(baseURL: server.baseURL)
      #expect(try await screen.machine.trigger(.pullToRefresh).phase == .paginated)
      let loaded = screen.ids
      screen.op.target = SearchTarget(query: nil)
      let failed = try await screen.machine.trigger(.pullToRefresh)
      guard case .validationFailed(let message, let issues)? = LiveSearch.loadError(failed) else {
        Issue.record("expected a 422, got \(failed)")
        return
      }
      #expect(message == "Validation Failed")
      #expect(issues.contains { $0.field == "q" })
      #expect(screen.ids == loaded)
      #expect(try await screen.retry().isError)
      let urls = screen.transport.urls
      #expect(urls.count == 3)
      #expect(urls[1] == urls[2])
      #expect(!urls[1].contains("q="))
    }
  }
}
