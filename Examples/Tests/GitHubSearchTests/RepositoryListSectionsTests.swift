import Foundation
import GitHubSearch
import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite(
  "Repository lists: an owner's letters, and f hiding forks without a request",
  .timeLimit(.minutes(1)))
struct RepositoryListSectionsTests {
  typealias Manager = ScriptedNetworkManager<GitHubTarget, RepositoryList>

  func repository(_ name: String, fork: Bool = false) -> Repository {
    var repository = Fixtures.repository("alice", name)
    repository.isFork = fork
    return repository
  }

  func screen(_ manager: Manager, groupsByLetter: Bool) -> RepositoryListScreen {
    RepositoryListScreen(
      list: RepositoryListModel(
        target: .ownerRepositories(owner: "alice", page: 1), lists: Fixtures.lists(manager),
        prefetchDistance: 2),
      title: { "Repositories" }, open: { _ in nil }, groupsByLetter: groupsByLetter)
  }

  /// The names of the rows of `rows` (the text before the first two spaces).
  func names(_ rows: [String]) -> [String] {
    rows.map { $0.components(separatedBy: "  ").first ?? $0 }
  }

  @Test("an owner's list groups its repositories under their first letter; the footer counts")
  func groupsByLetter() async {
    let manager = Manager()
    let names = ["apple", "Avocado", "banana", "3d", "cherry"]
    manager.enqueue(.success(Fixtures.list(names.map { repository($0) })))
    let screen = screen(manager, groupsByLetter: true)
    screen.start()
    await settle(screen.list.pager)
    let content = screen.content(visibleRows: 20)
    #expect(
      self.names(content.rows) == [
        "── A ──", "alice/apple", "alice/Avocado", "── B ──", "alice/banana", "── # ──",
        "alice/3d", "── C ──", "alice/cherry",
      ])
    #expect(content.selectedRow == 1, "the first repository, not its header")
    #expect(content.footer.hasSuffix(" · 4 sections"), "\(content.footer)")
    #expect(content.footer.hasPrefix("5 repositories"))
    _ = screen.handle(.moveSelection(by: 2), visibleRows: 20)  // past the header of B
    #expect(screen.selectedRepository?.name == "banana")
  }

  @Test("search results and starred lists stay one run of rows without headers")
  func ungrouped() async {
    let manager = Manager()
    manager.enqueue(.success(Fixtures.list([repository("b"), repository("a")])))
    let screen = screen(manager, groupsByLetter: false)
    screen.start()
    await settle(screen.list.pager)
    let content = screen.content(visibleRows: 20)
    #expect(names(content.rows) == ["alice/b", "alice/a"])
    #expect(!content.footer.contains("section"))
  }

  @Test("f hides forks with no request, keeping the selected row on its line; f shows them")
  func forkFilter() async {
    let manager = Manager()
    let repositories = (0..<12).map { repository("r\($0 < 10 ? "0" : "")\($0)", fork: $0 % 3 == 1) }
    manager.enqueue(.success(Fixtures.list(repositories)))
    let screen = screen(manager, groupsByLetter: true)
    screen.start()
    await settle(screen.list.pager)
    #expect(screen.selectedRepository?.name == "r00", "the first repository, not the header")
    _ = screen.handle(.moveSelection(by: 6), visibleRows: 5)  // alice/r06 on the last line
    let before = screen.content(visibleRows: 5)
    #expect(names(before.rows)[before.selectedRow ?? 0] == "alice/r06")
    #expect(screen.handle(.toggleForkFilter, visibleRows: 5) == nil)
    let hidden = screen.content(visibleRows: 5)
    #expect(screen.hidesForks)
    #expect(names(hidden.rows)[hidden.selectedRow ?? 0] == "alice/r06")
    #expect(hidden.selectedRow == before.selectedRow, "the selected row stays on its line")
    #expect(!hidden.rows.contains { $0.contains("  fork  ") })
    #expect(hidden.footer.hasSuffix("· forks hidden (4)"), "\(hidden.footer)")
    await settle(screen.list.pager)
    #expect(manager.requests.count == 1, "no request")
    _ = screen.handle(.toggleForkFilter, visibleRows: 5)
    let shown = screen.content(visibleRows: 5)
    #expect(shown.rows == before.rows)
    #expect(!shown.footer.contains("forks hidden"))
    #expect(manager.requests.count == 1)
  }

  @Test("a fork hidden under the selection hands the place to its next shown neighbour")
  func hiddenSelection() async {
    let manager = Manager()
    let repositories = (0..<6).map { repository("r\($0)", fork: $0 == 2 || $0 == 3) }
    manager.enqueue(.success(Fixtures.list(repositories)))
    let screen = screen(manager, groupsByLetter: false)
    screen.start()
    await settle(screen.list.pager)
    _ = screen.handle(.moveSelection(by: 2), visibleRows: 5)
    #expect(screen.selectedRepository?.name == "r2")
    _ = screen.handle(.toggleForkFilter, visibleRows: 5)
    #expect(screen.selectedRepository?.name == "r4")
    #expect(screen.content(visibleRows: 5).selectedRow == 2, "on the line r2 was on")
  }

  @Test("a filter that hides a whole page keeps loading until a row shows")
  func hiddenPagesKeepLoading() async {
    let manager = Manager()
    let next = "http://127.0.0.1:1/users/alice/repos?page="
    manager.enqueue(
      .success(
        Fixtures.list((0..<10).map { repository("a\($0)", fork: true) }, next: next + "2")),
      .success(
        Fixtures.list((10..<20).map { repository("b\($0)", fork: true) }, next: next + "3")),
      .success(Fixtures.list((20..<30).map { repository("c\($0)", fork: $0 < 25) })))
    let screen = screen(manager, groupsByLetter: true)
    screen.start()
    await settle(screen.list.pager)
    _ = screen.content(visibleRows: 5)
    _ = screen.handle(.toggleForkFilter, visibleRows: 5)
    for _ in 0..<3 {
      _ = screen.content(visibleRows: 5)  // the app draws after every change
      await settle(screen.list.pager)
    }
    #expect(manager.requests.count == 3, "pages 2 and 3, each once")
    let content = screen.content(visibleRows: 5)
    #expect(names(content.rows).prefix(2) == ["── C ──", "alice/c25"])
    #expect(content.footer.hasSuffix("1 section · forks hidden (25)"), "\(content.footer)")
    #expect(screen.selectedRepository?.name == "c25", "the first row shown is selected")
    #expect(content.selectedRow == 1, "on the first line below its header")
  }
}
