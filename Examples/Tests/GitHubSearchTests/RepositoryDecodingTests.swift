import Foundation
import GitHubSearch
import Testing

@Suite struct RepositoryDecodingTests {
  static let repository = """
    {"id": 7, "name": "swift", "full_name": "apple/swift", "owner": {"login": "apple"},
     "description": null, "language": "C++", "stargazers_count": 1234567,
     "forks_count": 10, "open_issues_count": 2, "html_url": "https://github.com/apple/swift",
     "pushed_at": "2026-01-01T00:00:00Z", "default_branch": "main"}
    """

  @Test func decodesSearchResults() throws {
    let body = Data(
      #"{"total_count": 1, "incomplete_results": false, "items": [\#(Self.repository)]}"#.utf8)
    let response = try JSONDecoder().decode(RepositoryListResponse.self, from: body)
    #expect(response.totalCount == 1)
    #expect(response.items.map(\.fullName) == ["apple/swift"])
    #expect(response.items.first?.owner == "apple")
  }

  @Test func decodesAnOwnersArray() throws {
    let body = Data("[\(Self.repository), \(Self.repository)]".utf8)
    let response = try JSONDecoder().decode(RepositoryListResponse.self, from: body)
    #expect(response.items.count == 2)
    #expect(response.totalCount == nil)
  }

  @Test func formatsTheDetail() throws {
    let repository = try JSONDecoder().decode(Repository.self, from: Data(Self.repository.utf8))
    let lines = RepositoryFormatter.detail(repository)
    #expect(lines.first == "apple/swift")
    #expect(lines.contains("Stars:        1,234,567"))
    #expect(lines.contains("(no description)"))
    #expect(RepositoryFormatter.row(repository) == "apple/swift  ★ 1,234,567  C++")
  }

  @Test func decodesForkAndArchived() throws {
    let flagged = Self.repository.replacingOccurrences(
      of: #""default_branch": "main"}"#,
      with: #""default_branch": "main", "fork": true, "archived": true}"#)
    let repository = try JSONDecoder().decode(Repository.self, from: Data(flagged.utf8))
    #expect(repository.isFork && repository.isArchived)
    let plain = flagged.replacingOccurrences(of: "true", with: "false")
    let neither = try JSONDecoder().decode(Repository.self, from: Data(plain.utf8))
    #expect(!neither.isFork && !neither.isArchived)
  }

  @Test func forkAndArchivedDefaultToFalseWhenAbsent() throws {
    // GitHub's shape without them, and the shape pages were cached in before the app read them.
    let repository = try JSONDecoder().decode(Repository.self, from: Data(Self.repository.utf8))
    #expect(!repository.isFork && !repository.isArchived)
    let cached = Repository(id: 7, name: "swift", owner: "apple", updatedAt: "2026-01-01T00:00:00Z")
    var object = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(cached)) as? [String: Any])
    object["fork"] = nil
    object["archived"] = nil
    let old = try JSONSerialization.data(withJSONObject: [object])
    #expect(try JSONDecoder().decode([Repository].self, from: old) == [cached])
  }

  @Test func encodesForkAndArchivedBack() throws {
    let repository = Repository(
      id: 7, name: "swift", owner: "apple", isFork: true, isArchived: true)
    let data = try JSONEncoder().encode(repository)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["fork"] as? Bool == true && object["archived"] as? Bool == true)
    #expect(try JSONDecoder().decode(Repository.self, from: data) == repository)
  }

  @Test func groupsDigits() {
    #expect(RepositoryFormatter.grouped(0) == "0")
    #expect(RepositoryFormatter.grouped(999) == "999")
    #expect(RepositoryFormatter.grouped(1000) == "1,000")
    #expect(RepositoryFormatter.grouped(-1_234_567) == "-1,234,567")
    #expect(RepositoryFormatter.grouped(Int.min).hasPrefix("-9,223"))
  }
}
