import RefreshKit
import RefreshKitTesting
import Testing
import YLRefreshKit
import YLStateMachine

/// Issue 9, defect c: empty pages with a new cursor are followed, but not forever.
@MainActor
@Suite("RefreshOperator: empty pages", .timeLimit(.minutes(1)))
struct RefreshOperatorEmptyPagesTests {
  @Test("c. an empty page with a new next cursor is followed, not an inconsistency")
  func emptyPageWithNewCursorIsFollowed() async throws {
    let screen = FeedScreen()
    try await screen.loadFirstPage()
    screen.manager.enqueue(.success(.make(2, size: 0, next: 3)), .success(.make(3, next: nil)))
    #expect(try await screen.machine.trigger(.loadingMore).phase == .paginated)
    #expect(screen.op.canLoadMore)
    #expect(try await screen.machine.trigger(.loadingMore).phase == .populated)
    #expect(screen.viewModel.ids.count == 6)
    #expect(screen.manager.requests.map(\.load.cursor) == [nil, 2, 3])
  }

  @Test("c. an empty page that repeats a cursor still ends paging with repeatedCursor")
  func emptyPageRepeatingCursorEndsPaging() async throws {
    let screen = FeedScreen()
    try await screen.loadFirstPage()
    screen.manager.enqueue(.success(.make(2, size: 0, next: 2)))
    let state = try await screen.machine.trigger(.loadingMore)
    #expect(state.error as? PagingError<Int> == .repeatedCursor(2))
    #expect(!screen.op.canLoadMore)
  }

  @Test(
    "c. a run of maxConsecutiveEmptyPages empty pages ends paging with tooManyEmptyPages",
    arguments: [PagingLedger<Int>.defaultMaxConsecutiveEmptyPages, 3])
  func runOfEmptyPagesEndsPaging(limit: Int) async throws {
    let screen = FeedScreen()
    #expect(screen.op.maxConsecutiveEmptyPages == 10)
    screen.op.maxConsecutiveEmptyPages = limit
    try await screen.loadFirstPage()
    var state = screen.machine.currentState
    for page in 2...(limit + 1) {
      screen.manager.enqueue(.success(.make(page, size: 0, next: page + 1)))
      state = try await screen.machine.trigger(.loadingMore)
      if page <= limit { #expect(state.phase == .paginated, "empty page \(page - 1)") }
    }
    #expect(state.error as? PagingError<Int> == .tooManyEmptyPages(limit))
    #expect(!screen.op.canLoadMore)
    #expect(screen.op.dispositions.last == .appliedEndingPaging)
    #expect(screen.manager.requests.count == limit + 1)
  }

  @Test("c. a page with items resets the run of empty pages")
  func pageWithItemsResetsTheRun() async throws {
    let screen = FeedScreen()
    screen.op.maxConsecutiveEmptyPages = 2
    try await screen.loadFirstPage()
    screen.manager.enqueue(
      .success(.make(2, size: 0, next: 3)), .success(.make(3, next: 4)),
      .success(.make(4, size: 0, next: 5)))
    for _ in 0..<3 { #expect(try await screen.machine.trigger(.loadingMore).phase == .paginated) }
    #expect(screen.op.ledger.consecutiveEmptyPages == 1)
  }
}
