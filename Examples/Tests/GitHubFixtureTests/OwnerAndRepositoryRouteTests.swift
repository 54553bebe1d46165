import Foundation
import GitHubFixture
import Testing

@Suite("GET /users/{owner}/repos and GET /repos/{owner}/{name}", .timeLimit(.minutes(3)))
struct OwnerAndRepositoryRouteTests {
  /// The owner with the most repositories in the generated dataset (several pages).
  static let busiestOwner: (login: String, count: Int) = {
    var best = (login: "", count: 0)
    for login in generatedDataset.repositories.map(\.owner.login) {
      let count = generatedDataset.repositories(ofOwner: login)?.count ?? 0
      if count > best.count { best = (login, count) }
    }
    return best
  }()

  @Test("an owner's repositories are paged by Link headers, sorted by full_name, without score")
  func ownerRepositoriesPaging() async throws {
    let owner = Self.busiestOwner
    #expect(owner.count > 60)
    try await withFixtureServer { client in
      let first = try await client.get("/users/\(owner.login)/repos")
      #expect(first.status == 200)
      #expect(Set(first.links.keys) == ["next", "last"])
      #expect(first.links["last"]?.hasSuffix("page=\((owner.count + 29) / 30)&per_page=30") == true)
      var url: String? = "/users/\(owner.login)/repos?per_page=50"
      var names: [String] = []
      while let next = url {
        let page = try await client.get(next)
        let items = try page.jsonArray()
        #expect(items.allSatisfy { $0["score"] == nil && $0["full_name"] != nil })
        names += items.compactMap { $0["full_name"] as? String }
        url = page.links["next"]
      }
      #expect(names.count == owner.count)
      #expect(names == names.sorted { $0.lowercased() < $1.lowercased() })
    }
  }

  @Test("sort=pushed lists the most recently pushed first")
  func ownerRepositoriesByPushDate() async throws {
    try await withFixtureServer { client in
      let items = try await client.get("/users/\(Self.busiestOwner.login)/repos?sort=pushed")
        .jsonArray()
      let dates = items.map { $0["pushed_at"] as? String ?? "" }
      #expect(dates == dates.sorted(by: >))
    }
  }

  @Test("GET /users/{owner} describes the owner and counts its repositories")
  func ownerProfile() async throws {
    let owner = Self.busiestOwner
    try await withFixtureServer { client in
      let body = try await client.get("/users/\(owner.login.uppercased())").jsonObject()
      #expect(body["login"] as? String == owner.login)
      #expect(body["public_repos"] as? Int == owner.count)
      #expect(body["type"] as? String == "Organization")
      #expect(body["repos_url"] as? String == "\(client.baseURL)/users/\(owner.login)/repos")
      #expect(try await client.get("/users/no-such-owner-xyz").status == 404)
    }
  }

  @Test("an unknown owner is 404 with GitHub's body")
  func unknownOwner() async throws {
    try await withFixtureServer { client in
      let response = try await client.get("/users/no-such-owner-xyz/repos")
      #expect(response.status == 404)
      #expect(
        String(decoding: response.body, as: UTF8.self)
          == #"{"documentation_url":"https://docs.github.com/rest","message":"Not Found"}"#)
    }
  }

  @Test("a repository is found by owner and name, case-insensitively")
  func repository() async throws {
    let repository = try #require(generatedDataset.repositories.dropFirst(17).first)
    try await withFixtureServer { client in
      let response = try await client.get("/repos/\(repository.fullName.uppercased())")
      #expect(response.status == 200)
      let body = try response.jsonObject()
      #expect(body["id"] as? Int == repository.id)
      #expect(body["full_name"] as? String == repository.fullName)
      #expect(body["stargazers_count"] as? Int == repository.stargazersCount)
      #expect(body["score"] == nil)
      #expect(Set(body.keys) == SearchResponseShapeTests.repositoryKeys)
    }
  }

  @Test(
    "unknown repositories, routes and methods are 404 JSON",
    arguments: ["/repos/nobody/nothing", "/", "/search/code?q=x", "/repos/only-owner"])
  func notFound(path: String) async throws {
    try await withFixtureServer { client in
      let response = try await client.get(path)
      #expect(response.status == 404)
      #expect(response.header("Content-Type") == "application/json; charset=utf-8")
      #expect(try response.jsonObject()["message"] as? String == "Not Found")
    }
  }
}
