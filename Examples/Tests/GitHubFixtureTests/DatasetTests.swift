import Foundation
import GitHubFixture
import Testing

@Suite("Datasets: the generated default and --data files", .timeLimit(.minutes(3)))
struct DatasetTests {
  @Test("the generated dataset has at least 5,000 repositories")
  func generatedSize() {
    #expect(generatedDataset.count >= 5_000)
    #expect(generatedDataset.count == RepositoryDataset.defaultGeneratedCount)
  }

  @Test("the same seed generates the same dataset; another seed a different one")
  func generatedDeterminism() {
    let again = RepositoryDataset.generated(seed: GitHubFixtureServer.defaultSeed)
    #expect(again.repositories == generatedDataset.repositories)
    let other = RepositoryDataset.generated(seed: 7)
    #expect(other.repositories != generatedDataset.repositories)
    #expect(
      RepositoryDataset.generated(seed: 7, count: 10).repositories
        == Array(other.repositories.prefix(10)))
  }

  @Test("generated data looks like GitHub: reused owners, null fields, CJK and emoji text")
  func generatedVariety() {
    let repositories = generatedDataset.repositories
    #expect(generatedDataset.ownerCount < repositories.count / 4)
    let biggest =
      repositories.map { generatedDataset.repositories(ofOwner: $0.owner.login)?.count ?? 0 }
      .max() ?? 0
    #expect(biggest > 100)
    #expect(repositories.contains { $0.description == nil })
    #expect(repositories.contains { $0.language == nil })
    #expect(repositories.contains { $0.pushedAt == nil })
    #expect(
      repositories.contains {
        $0.description?.unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF } == true
      })
    #expect(
      repositories.contains {
        $0.description?.unicodeScalars.contains { $0.properties.isEmojiPresentation } == true
      })
    #expect(Set(repositories.map(\.owner.type)) == [.user, .organization])
    #expect(Set(repositories.compactMap(\.language)).count >= 15)
    let stars = repositories.map(\.stargazersCount).sorted()
    #expect(stars[stars.count / 2] < 100)
    #expect((stars.last ?? 0) > 10_000)
    #expect(Set(repositories.map(\.id)).count == repositories.count)
  }

  @Test(
    "github-repos.json loads with derived owners and is searchable",
    .enabled(if: SharedData.isPresent, SharedData.absenceReason))
  func sharedDataFile() async throws {
    let dataset = try RepositoryDataset(contentsOfFile: SharedData.githubRepos.path)
    #expect(dataset.count == 7_238)
    let microsoft = try #require(dataset.repositories(ofOwner: "microsoft"))
    #expect(microsoft.count > 30)
    #expect(microsoft.allSatisfy { $0.owner.type == .organization })
    #expect(Set(microsoft.map(\.owner.id)).count == 1)
    #expect(microsoft.first?.owner.id == RepositoryOwner.stableID(forLogin: "microsoft"))
    try await withFixtureServer(dataset: dataset) { client in
      let response = try await client.search("user:microsoft", "&sort=stars")
      #expect(try response.totalCount() == microsoft.count)
      #expect(
        response.links["last"]?.hasSuffix("page=\((microsoft.count + 29) / 30)&per_page=30") == true
      )
      let top = try #require(try response.items().first)
      #expect(top["stargazers_count"] as? Int == microsoft.map(\.stargazersCount).max())
    }
  }

  @Test("a file that is not a JSON array is a clear error")
  func invalidJSON() {
    #expect(throws: DatasetError.self) {
      try RepositoryDataset(jsonData: Data(#"{"oops": 1"#.utf8), sourceName: "bad.json")
    }
    do {
      _ = try RepositoryDataset(jsonData: Data("[1".utf8), sourceName: "bad.json")
      Issue.record("expected an error")
    } catch {
      #expect(error.description.contains("bad.json"))
    }
  }

  @Test("a record with a missing or mistyped field names the record")
  func invalidRecord() {
    let json = #"[{"id":1,"full_name":"a/b","stargazers_count":1},{"id":2,"full_name":"a/c"}]"#
    let expected = DatasetError.invalidRecord(index: 1, reason: "stargazers_count: missing field")
    #expect(throws: expected) {
      try RepositoryDataset(jsonData: Data(json.utf8))
    }
  }

  @Test("duplicate repositories are rejected")
  func duplicates() {
    let json = """
      [{"id":1,"full_name":"a/b","stargazers_count":1},
       {"id":2,"full_name":"A/B","stargazers_count":1}]
      """
    #expect(throws: DatasetError.duplicateRepository(fullName: "A/B")) {
      try RepositoryDataset(jsonData: Data(json.utf8))
    }
  }

  @Test("a missing file is a clear error")
  func missingFile() {
    #expect(throws: DatasetError.self) {
      try RepositoryDataset(contentsOfFile: "/nonexistent/github-repos.json")
    }
  }

  @Test("owner may also be a GitHub owner object")
  func ownerObject() throws {
    let json = """
      [{"id":5,"name":"b","owner":{"login":"a","id":99,"type":"Organization"},
        "stargazers_count":1}]
      """
    let repository = try #require(
      try RepositoryDataset(jsonData: Data(json.utf8)).repositories.first)
    #expect(repository.fullName == "a/b")
    #expect(repository.owner == RepositoryOwner(login: "a", id: 99, type: .organization))
    #expect(repository.htmlURL == "https://github.com/a/b")
  }
}
