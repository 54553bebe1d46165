import RefreshKit
import Testing
import YLRefreshKit

@Suite("PagingLedger.restart: a new query starts from nothing, with fresh tickets")
struct PagingLedgerRestartTests {
  @Test("restart forgets the cursor, the pages and the failure, but never reuses a ticket")
  func restartForgetsButNeverReuses() throws {
    var ledger = PagingLedger<Int>()
    let begun = ledger.begin(.pullToRefresh)
    let first = try #require(begun)
    _ = ledger.succeed(first, nextCursor: 2, itemCount: 3)
    let begunMore = ledger.begin(.loadingMore)
    let failed = try #require(begunMore)
    ledger.fail(failed)
    ledger.restart()
    #expect(!ledger.hasLoaded && ledger.nextCursor == nil && ledger.pagesLoaded == 0)
    #expect(ledger.lastFailed == nil && ledger.inFlight == nil)
    let begunAgain = ledger.begin(.pullToRefresh)
    let fresh = try #require(begunAgain)
    #expect(fresh.attempt == 1)
    #expect(fresh != first && fresh.generation > first.generation)
    #expect(ledger.succeed(failed, nextCursor: 3, itemCount: 3) == .stale)
  }
}
