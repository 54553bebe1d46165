import Foundation
import GitHubSearch
import RefreshKit
import RefreshKitHTTP
import RefreshKitTesting
import Synchronization
import Testing

/// `s` in one list stars a repository in every list sharing the app's `EntityStore`; a
/// refusal rolls back everywhere, with the reason where `s` was pressed.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct StarringTests {
  typealias Lists = ScriptedNetworkManager<GitHubTarget, RepositoryList>
  let lists = Lists()
  let gate = Gate()
  let asked = Recorded<String>()

  /// A search list and an owner's list, both holding bob/repo1 on their first row.
  func twoLists(entities: RepositoryEntities) async -> (RepositoryListScreen, RepositoryListScreen)
  {
    let shared = Fixtures.repository("bob", "repo1")
    let search = RepositoryListScreen(
      list: RepositoryListModel(
        target: .search(query: "repo", page: 1), lists: Fixtures.lists(lists),
        entities: entities),
      title: { "Search" }, open: { _ in nil }, stars: StarFeedback(entities: entities))
    let owner = RepositoryListScreen(
      list: RepositoryListModel(
        target: .ownerRepositories(owner: "bob", page: 1), lists: Fixtures.lists(lists),
        entities: entities),
      title: { "Repositories of bob" }, open: { _ in nil }, stars: StarFeedback(entities: entities))
    lists.enqueue(.success(Fixtures.list([shared, Fixtures.repository("carol", "x")])))
    lists.enqueue(.success(Fixtures.list([shared, Fixtures.repository("bob", "repo2")])))
    search.start()
    _ = await arrival(of: 0, at: lists)
    await settle(search.list.pager)
    owner.start()
    _ = await arrival(of: 1, at: lists)
    await settle(owner.list.pager)
    return (search, owner)
  }

  func firstRow(_ screen: RepositoryListScreen) -> String {
    screen.content(visibleRows: 10).rows.first ?? ""
  }

  func stars(refusing: Bool) -> StarService {
    StarService { [gate, asked] repository, starred in
      asked.append("\(starred ? "PUT" : "DELETE") \(repository.fullName)")
      await gate.wait()
      if refusing { throw HTTPLoadError.serverError(status: 503, message: "Server Error") }
    }
  }

  @Test func aStarShowsInEveryListAtOnceAndStaysOnceAccepted() async {
    let entities = RepositoryEntities(stars: stars(refusing: false))
    let (search, owner) = await twoLists(entities: entities)
    #expect(firstRow(search).hasPrefix("bob/repo1  ★ 10"))
    #expect(owner.handle(.toggleStar, visibleRows: 10) == nil)
    await gate.waitForWaiters(1)
    // Optimistic: both lists show the star before the server answered.
    #expect(firstRow(search).hasPrefix("★ bob/repo1  ★ 11"))
    #expect(firstRow(owner).hasPrefix("★ bob/repo1  ★ 11"))
    gate.open()
    let id = Fixtures.repository("bob", "repo1").id
    let accepted: Void? = await boundedOnMain {
      while !entities.starred.contains(id) { await Task.yield() }
    }
    #expect(accepted != nil)
    #expect(firstRow(search).hasPrefix("★ bob/repo1  ★ 11"))
    #expect(owner.stars.refusal == nil)
    #expect(asked.values == ["PUT bob/repo1"])
  }

  @Test func aRefusedStarRollsBackEverywhereWithTheReasonWhereItWasAsked() async {
    let entities = RepositoryEntities(stars: stars(refusing: true))
    let (search, owner) = await twoLists(entities: entities)
    _ = owner.handle(.toggleStar, visibleRows: 10)
    await gate.waitForWaiters(1)
    #expect(firstRow(search).hasPrefix("★ bob/repo1  ★ 11"))
    await waitForChange(of: { _ = owner.stars.refusal }, after: { gate.open() })
    #expect(firstRow(search).hasPrefix("bob/repo1  ★ 10"))
    #expect(firstRow(owner).hasPrefix("bob/repo1  ★ 10"))
    let header = owner.content(visibleRows: 10).subtitle ?? ""
    #expect(header.contains("Star refused: The server had a problem (HTTP 503)"))
    #expect(search.content(visibleRows: 10).subtitle?.contains("refused") != true)
  }

  @Test func theDetailsPollsFeedEveryListHoldingTheRepository() async throws {
    let entities = RepositoryEntities(stars: nil)
    let (search, _) = await twoLists(entities: entities)
    var fresher = Fixtures.repository("bob", "repo1", stars: 42)
    fresher.updatedAt = "2025-01-02T00:00:00Z"
    let answers = Recorded<RepositoryLoader.Response>([
      .init(
        repository: Fixtures.repository("bob", "repo1"), validator: .init(entityTag: "\"a\""),
        pollInterval: 2),
      .init(repository: fresher, validator: .init(entityTag: "\"b\"")),
    ])
    let sent = Recorded<String?>()
    var services = Fixtures.services(lists: lists)
    services.entities = entities
    services.makeRepositoryLoader = {
      RepositoryLoader { _, _, validator in
        sent.append(validator?.entityTag)
        return answers.next() ?? .init(repository: nil)
      }
    }
    let tick = Gate()
    let waited = Recorded<Duration>()
    let feed = RepositoryDetailFeed(owner: "bob", name: "repo1", services: services) { wait in
      waited.append(wait)
      await tick.wait()
      try Task.checkCancellation()
    }
    feed.start()
    await tick.waitForWaiters(1)
    #expect(waited.values == [.seconds(2)])  // X-Poll-Interval over the default
    #expect(feed.repository?.stargazersCount == 10)
    tick.open()
    let shown: Void? = await boundedOnMain {
      while !firstRow(search).hasPrefix("bob/repo1  ★ 42") { await Task.yield() }
    }
    #expect(shown != nil)
    #expect(feed.repository?.stargazersCount == 42)
    #expect(Array(sent.values.prefix(2)) == [nil, "\"a\""])
    feed.stop()
  }
}

/// Values recorded from any task, in order; ``next()`` takes them from the front.
final class Recorded<Value: Sendable>: Sendable {
  private let storage: Mutex<[Value]>

  init(_ values: [Value] = []) {
    storage = Mutex(values)
  }

  var values: [Value] { storage.withLock { $0 } }

  func append(_ value: Value) { storage.withLock { $0.append(value) } }

  func next() -> Value? {
    storage.withLock { $0.isEmpty ? nil : $0.removeFirst() }
  }
}
