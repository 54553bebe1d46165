import Decomposer
import Foundation
import GitHubSearch
import RefreshKit
import RefreshKitHTTP
import RefreshKitTesting
import Testing

/// An issue thread (issue 21): the chat case on the one list. It opens at the newest comment,
/// loads older ones above without moving the rows on screen, and posts comments optimistically.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct IssueThreadTests {
  nonisolated static let reference = IssueReference(owner: "alice", name: "kit", number: 7)
  nonisolated static let issue = Issue(
    id: 700, number: 7, title: "A long thread", author: "bob", commentCount: 95,
    createdAt: "2024-01-01T00:00:00Z")

  /// 95 comments, ten a page, the last page short; posts answer with `post`'s result once
  /// `gate` opens.
  static func services(
    gate: Gate? = nil,
    post: @escaping @Sendable (String) throws -> IssueComment = {
      IssueComment(id: 5_000 + $0.count, body: $0, author: "alice", createdAt: "2024-02-01")
    }
  ) -> BrowserServices {
    var services = BrowserServices(
      lists: Fixtures.lists(ScriptedNetworkManager<GitHubTarget, RepositoryList>()),
      details: Fixtures.details(ScriptedNetworkManager<GitHubTarget, RepositoryDetail>()))
    services.issues = IssueService(
      perPage: 10,
      issues: { _, _, _ in Page(items: [issue]) },
      comments: { _, page in
        let ids = (page - 1) * 10..<min(95, page * 10)
        return Page(
          items: ids.map {
            IssueComment(id: $0, body: "comment \($0)", author: "u\($0)", createdAt: "2024-01-01")
          },
          previous: page > 1 ? page - 1 : nil, next: page < 10 ? page + 1 : nil)
      },
      postComment: { _, body in
        await gate?.wait()
        return try post(body)
      })
    return services
  }

  func ids(_ screen: IssueThreadScreen) -> [Int] { screen.thread.pager.items.ids }

  /// The screen of `thread` (of ``issue`` over `services` by default), started and settled.
  func shownThread(
    _ thread: IssueThreadViewModel? = nil, services: BrowserServices? = nil
  ) async -> IssueThreadScreen {
    let thread =
      thread
      ?? IssueThreadViewModel(
        services: services ?? Self.services(), issue: Self.issue, reference: Self.reference)
    let screen = IssueThreadScreen(thread: thread)
    screen.start()
    await settle(thread.pager)
    return screen
  }

  @Test func theThreadOpensAtTheNewestCommentOnTheLastLine() async {
    let screen = await shownThread(services: Self.services())
    #expect(ids(screen) == Array(90..<95), "the page of the newest comment, page 10")
    let content = screen.content(visibleRows: 4)
    #expect(content.rows.last?.hasPrefix("u94  2024-01-01  comment 94") == true)
    #expect(content.selectedRow == 3)
    #expect(content.footer == "5 of 95 comments — No more data")  // RefreshTexts' default
  }

  @Test func scrollingUpLoadsOlderCommentsAndTheSelectedRowStaysOnItsLine() async {
    let screen = await shownThread(services: Self.services())
    _ = screen.content(visibleRows: 4)
    for _ in 0..<12 {
      _ = screen.handle(.moveSelection(by: -1), visibleRows: 4)
      let before = screen.content(visibleRows: 4)
      await settle(screen.thread.pager)
      let after = screen.content(visibleRows: 4)
      #expect(after.rows == before.rows, "older comments arrived above, not on screen")
      #expect(after.selectedRow == before.selectedRow)
    }
    #expect(ids(screen).first! < 80, "pages before the first were loaded")
    #expect(ids(screen) == Array(ids(screen).first!..<95))
    _ = screen.handle(.moveToTop, visibleRows: 4)
    for _ in 0..<10 {
      await settle(screen.thread.pager)
      _ = screen.handle(.moveToTop, visibleRows: 4)
    }
    #expect(ids(screen) == Array(0..<95))
    #expect(screen.content(visibleRows: 4).subtitle == "— first comment —")
  }

  @Test func aCommentShowsAtOnceThenBecomesTheServersCopy() async {
    let gate = Gate()
    let thread = IssueThreadViewModel(
      services: Self.services(gate: gate), issue: Self.issue, reference: Self.reference)
    let screen = await shownThread(thread)
    _ = screen.handle(.compose, visibleRows: 4)
    #expect(screen.keyContext == .composer)
    for character in "Thanks!" { _ = screen.handle(.insert(character), visibleRows: 4) }
    #expect(screen.content(visibleRows: 4).footer == "Comment: Thanks!▏")
    _ = screen.handle(.send, visibleRows: 4)
    #expect(screen.keyContext == .thread)
    await gate.waitForWaiters(1)
    let pending = screen.content(visibleRows: 4)
    #expect(pending.rows.last == "you  sending…  Thanks!")
    #expect(pending.selectedRow == 3, "the new comment is selected on the last line")
    #expect(pending.subtitle?.hasPrefix("sending…") == true)
    let posted = Task { await thread.post("Me too") }
    await gate.waitForWaiters(2)
    gate.open()
    #expect(await posted.value == nil)
    #expect(ids(screen).suffix(2) == [5_007, 5_006], "the server's copies replaced both")
    await settle(thread.pager)
    #expect(thread.sending == 0)
    #expect(!thread.pager.items.contains { $0.isPending })
    #expect(thread.pager.items.last?.author == "alice")
  }

  @Test func aRefusedCommentIsRolledBackWithTheReason() async {
    let thread = IssueThreadViewModel(
      services: Self.services(post: { _ in
        throw HTTPLoadError.serverError(status: 503, message: "Service unavailable")
      }), issue: Self.issue, reference: Self.reference)
    let screen = await shownThread(thread)
    let refusal = await thread.post("Thanks!")
    #expect(refusal?.hasPrefix("Comment not posted: ") == true)
    #expect(ids(screen) == Array(90..<95), "the comment is gone")
    #expect(screen.content(visibleRows: 4).subtitle?.hasPrefix(refusal ?? "?") == true)
  }

  @Test func keysOfTheThreadAndTheComposer() {
    #expect(BrowserKeyMap.command(for: .character("i"), in: .detail) == .showIssues)
    #expect(BrowserKeyMap.command(for: .character("i"), in: .list) == nil)
    #expect(BrowserKeyMap.command(for: .character("c"), in: .thread) == .compose)
    #expect(BrowserKeyMap.command(for: .character("k"), in: .thread) == .moveSelection(by: -1))
    #expect(BrowserKeyMap.command(for: .enter, in: .thread) == nil)
    #expect(BrowserKeyMap.command(for: .character("q"), in: .composer) == .insert("q"))
    #expect(BrowserKeyMap.command(for: .enter, in: .composer) == .send)
    #expect(BrowserKeyMap.command(for: .escape, in: .composer) == .cancelEditing)
    #expect(BrowserKeyMap.command(for: .escape, in: .thread) == .back)
  }

  @Test func theDetailOpensTheIssuesAndAnIssueOpensItsThread() async {
    let host = TerminalSceneHost()
    let coordinator = SceneCoordinator(host: host)
    let detail = RepositoryDetailViewModel(
      sceneCoordinator: coordinator, services: Self.services(),
      targetInfo: BrowserTargetInfo.repository(owner: "alice", name: "kit"))
    try? coordinator.transition(to: BrowserScene.repositoryDetail(detail), type: .root)
    #expect(host.topScreen?.handle(.showIssues, visibleRows: 10) == nil)
    let issues = host.topScreen as? IssueListScreen
    #expect(issues?.viewModel.title == "Issues of alice/kit")
    await host.settleTop()
    #expect(issues?.content(visibleRows: 10).rows == ["#7  A long thread  (95 comments)  by bob"])
    #expect(issues?.handle(.open, visibleRows: 10) == nil)
    let thread = host.topScreen as? IssueThreadScreen
    #expect(thread?.thread.reference == Self.reference)
    #expect(thread?.thread.title == "#7 A long thread")
  }
}
