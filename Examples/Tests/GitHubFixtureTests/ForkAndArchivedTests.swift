import Foundation
import GitHubFixture
import Testing

@Suite(
  "fork and archived: the dataset's flags, as every body carries them", .timeLimit(.minutes(3)))
struct ForkAndArchivedTests {
  /// The length of the longest run of consecutive forks in `repositories`.
  private func longestForkRun(_ repositories: [Repository]) -> Int {
    var (longest, current) = (0, 0)
    for repository in repositories {
      current = repository.isFork ? current + 1 : 0
      longest = max(longest, current)
    }
    return longest
  }

  @Test("about 1 in 5 generated repositories is a fork and 1 in 8 archived")
  func generatedShares() {
    let repositories = generatedDataset.repositories
    let forks = Double(repositories.filter(\.isFork).count) / Double(repositories.count)
    let archived = Double(repositories.filter(\.isArchived).count) / Double(repositories.count)
    #expect((0.16...0.24).contains(forks), "\(forks)")
    #expect((0.09...0.16).contains(archived), "\(archived)")
    let awesome = repositories.filter { $0.name.lowercased().contains("awesome") }
    #expect(awesome.count > 100)
    #expect(awesome.allSatisfy { $0.isFork })
    // Archived repositories are mostly stale ones.
    let stale = repositories.filter { ($0.pushedAt ?? "") < "2020-01-01T00:00:00Z" }
    let staleShare = Double(stale.filter(\.isArchived).count) / Double(stale.count)
    #expect(staleShare > 0.3, "\(staleShare)")
  }

  @Test("forks come in runs: in the busiest owner's list and in a search for awesome")
  func forkRuns() async throws {
    let owner = OwnerAndRepositoryRouteTests.busiestOwner.login
    let list = try #require(generatedDataset.repositories(ofOwner: owner))
    #expect(longestForkRun(list) >= 20)
    try await withFixtureServer { client in
      // The owner's list as served: a page of 10 that is all forks.
      var pages: [[Bool]] = []
      var url: String? = "/users/\(owner)/repos?per_page=10"
      while let next = url {
        let page = try await client.get(next)
        pages.append(try page.jsonArray().map { $0["fork"] as? Bool ?? false })
        url = page.links["next"]
      }
      #expect(pages.contains { $0.count == 10 && !$0.contains(false) })
      // Best match puts every name with `awesome` first: three pages of 30 forks and more.
      let awesome = try await client.search("awesome", "&per_page=100").items()
      #expect(awesome.count == 100)
      #expect(awesome.prefix(90).allSatisfy { $0["fork"] as? Bool == true })
    }
  }

  @Test("search, owner listings and single repositories carry the dataset's fork and archived")
  func bodiesCarryTheFlags() async throws {
    func expectFlags(_ item: [String: Any]) throws {
      let id = try #require(item["id"] as? Int)
      let repository = try #require(generatedDataset.repository(id: id))
      #expect(item["fork"] as? Bool == repository.isFork, "\(repository.fullName)")
      #expect(item["archived"] as? Bool == repository.isArchived, "\(repository.fullName)")
    }
    let fork = try #require(generatedDataset.repositories.first { $0.isFork && !$0.isArchived })
    let archived = try #require(generatedDataset.repositories.first { $0.isArchived })
    try await withFixtureServer { client in
      let items = try await client.search("stars:>=0", "&per_page=100").items()
      #expect(Set(items.compactMap { $0["fork"] as? Bool }) == [false, true])
      #expect(Set(items.compactMap { $0["archived"] as? Bool }) == [false, true])
      for item in items { try expectFlags(item) }
      let owned = try await client.get("/users/\(fork.owner.login)/repos?per_page=100")
      for item in try owned.jsonArray() { try expectFlags(item) }
      for repository in [fork, archived] {
        let body = try await client.get("/repos/\(repository.fullName)").jsonObject()
        try expectFlags(body)
      }
    }
  }

  @Test("archived:true and archived:false split the results; fork: is accepted and ignored")
  func qualifiers() async throws {
    let all = generatedDataset.repositories
    let archived = all.filter(\.isArchived)
    let swift = all.filter { $0.language == "Swift" }
    try await withFixtureServer { client in
      func total(_ query: String) async throws -> Int? {
        try await client.search(query, "&per_page=1").totalCount()
      }
      #expect(try await total("archived:true") == archived.count)
      #expect(try await total("ARCHIVED:False") == all.count - archived.count)
      #expect(
        try await total("language:swift archived:true") == swift.filter(\.isArchived).count)
      let page = try await client.search("archived:true", "&per_page=100").items()
      #expect(page.allSatisfy { $0["archived"] as? Bool == true })
      // GitHub's default leaves forks out; the fixture keeps them for a client's own filter.
      for query in ["fork:only", "fork:true", "fork:false", "archived:maybe"] {
        #expect(try await total(query) == all.count, "\(query)")
      }
    }
  }

  @Test("a data file's records take fork and archived when given, and are neither otherwise")
  func dataFileFlags() throws {
    let json = """
      [{"id":1,"full_name":"a/forked","stargazers_count":1,"fork":true,"archived":false},
       {"id":2,"full_name":"a/old","stargazers_count":1,"archived":true},
       {"id":3,"full_name":"a/plain","stargazers_count":1}]
      """
    let dataset = try RepositoryDataset(jsonData: Data(json.utf8))
    #expect(dataset.repositories.map(\.isFork) == [true, false, false])
    #expect(dataset.repositories.map(\.isArchived) == [false, true, false])
  }
}
