import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite(
  "PagerListBinding: placeholders, both ends, the place kept and what is announced",
  .timeLimit(.minutes(3)))
struct PagerListBindingRowsTests {
  typealias MessagePager = Pager<String, Int, Message>

  /// A pager on `server` with pages of `pageSize`, starting at page `initialKey`.
  func pager(
    _ server: FlakyWindowServer, pageSize: Int, initialKey: Int?, maxItems: Int? = nil
  ) throws -> MessagePager {
    MessagePager(
      query: "room",
      configuration: try PagerConfiguration(
        pageSize: pageSize, prefetchDistance: 3, maxItems: maxItems),
      initialKey: initialKey, loadPage: { try server.load($0) })
  }

  @Test("prepending 50 rows keeps the row on screen at its offset")
  func prependKeepsRow() async throws {
    var rows = WindowServer(count: 500, pageSize: 50)
    rows.countsItems = false  // no placeholders: the 50 rows are inserted above
    let pager = try pager(FlakyWindowServer(rows), pageSize: 50, initialKey: 5)
    let host = SnapshotRecordingHost<Int>()
    host.top = 2
    let binding = host.bind(pager)
    binding.start()
    await pager.loadIfNeeded()  // the first page, not the page above that it starts
    #expect(host.rows.first == .item(200) && pager.loadStates.prepend.isLoading)
    let before = host.screen
    await pager.waitUntilIdle()
    #expect(host.rows.count == 100 && host.rows.first == .item(150))
    #expect(host.updates.last?.keep == PagerKeptRow(row: .item(202), oldIndex: 2, newIndex: 52))
    #expect(host.screen == before, "the same rows on the same lines")
    #expect(host.top == 52)
  }

  @Test("a trim above the screen keeps the row on screen")
  func trimKeepsRow() async throws {
    let server = FlakyWindowServer(WindowServer(count: 1_000, pageSize: 10))
    let pager = try pager(server, pageSize: 10, initialKey: nil, maxItems: 40)
    let host = SnapshotRecordingHost<Int>(screenHeight: 5)
    let binding = host.bind(pager)
    binding.start()
    await pager.waitUntilIdle()
    for _ in 0..<8 {
      host.scroll(toTop: pager.placeholdersBefore + pager.items.count - 3)
      await pager.waitUntilIdle()
    }
    #expect(pager.placeholdersBefore >= 30, "pages above the screen were trimmed")
    let keeps = host.updates.compactMap(\.keep)
    #expect(keeps.count >= pager.placeholdersBefore / 10, "every trim names the row to keep")
    for keep in keeps { #expect(keep.oldIndex == keep.newIndex, "placeholders hold the place") }
    for (before, after) in host.screens { #expect(before.first == after.first) }
  }

  @Test("placeholder identifiers are unique and stable across trims")
  func placeholderIdentity() async throws {
    let server = FlakyWindowServer(WindowServer(count: 1_000, pageSize: 10))
    let pager = try pager(server, pageSize: 10, initialKey: nil, maxItems: 40)
    let host = SnapshotRecordingHost<Int>(screenHeight: 5)
    let binding = host.bind(pager)
    binding.start()
    await pager.waitUntilIdle()
    var previous = host.rows
    for _ in 0..<8 {
      host.scroll(toTop: pager.placeholdersBefore + pager.items.count - 3)
      await pager.waitUntilIdle()
      for (index, row) in host.rows.enumerated() where row.isPlaceholder {
        #expect(row == .placeholder(index))
        if previous.indices.contains(index), previous[index].isPlaceholder {
          #expect(previous[index] == row, "a placeholder keeps its identifier")
        }
      }
      previous = host.rows
    }
    #expect(host.rows.count == 1_000 && Set(host.rows).count == 1_000)
    #expect(pager.placeholdersBefore > 0 && pager.placeholdersAfter > 0)
  }

  @Test("an append failure announces that retry is available")
  func appendFailureAnnounced() async {
    let (pager, server) = makeArticlePager()
    let host = SnapshotRecordingHost<Int>()
    let binding = host.bind(pager)
    binding.start()
    await answer(server, 0, with: .success(articlePage(1...5, next: 2)), settling: pager)
    host.scroll(toTop: 0)
    await answer(server, 1, with: .failure(ServerUnavailable()), settling: pager)
    #expect(host.announcements == ["Couldn't load more. Retry is available"])
    binding.retryTapped()
    await answer(server, 2, with: .success(articlePage(6...25, next: 3)), settling: pager)
    #expect(host.announcements.last == "20 more results loaded")
  }

  @Test("a first load that fails is announced with its message, once per failure")
  func failedFirstLoadAnnounced() async {
    let (pager, server) = makeArticlePager()
    let host = SnapshotRecordingHost<Int>()
    let binding = host.bind(pager)
    binding.start()
    #expect(host.announcements.isEmpty, "the loading placeholder says nothing")
    await answer(server, 0, with: .failure(ServerUnavailable()), settling: pager)
    let said = "\(RefreshTexts().failed). ServerUnavailable()"
    #expect(host.announcements == [said])
    binding.retryTapped()
    await answer(server, 1, with: .failure(ServerUnavailable()), settling: pager)
    #expect(host.announcements == [said, said])
  }

  @Test("the header shows loading, then failed with retry; retry loads the same page again")
  func headerFailedRetry() async throws {
    var rows = WindowServer(count: 200, pageSize: 10)
    rows.countsItems = false
    let server = FlakyWindowServer(rows)
    server.failOnce(at: 9)
    let pager = try pager(server, pageSize: 10, initialKey: 10)
    let host = SnapshotRecordingHost<Int>()
    let binding = host.bind(pager)
    binding.start()
    await pager.waitUntilIdle()
    await pager.waitUntilIdle()
    let failed = RefreshPresentation.PrependHeader.failed(
      message: "ServerUnavailable()", canRetry: true)
    #expect(host.headers == [.hidden, .loading, failed])
    #expect(host.announcements.filter { $0 == RefreshTexts().loadMoreFailed }.count == 1)
    binding.retryTapped()
    #expect(host.headers.last == .loading)
    await pager.waitUntilIdle()
    let prepends = server.server.loads.filter { $0.direction == .prepend }
    #expect(prepends.map(\.cursor) == [9, 9] && prepends.map(\.attempt) == [1, 2])
    #expect(host.headers.suffix(2) == [.loading, .idle])
    #expect(host.rows.first == .item(80))
  }
}
