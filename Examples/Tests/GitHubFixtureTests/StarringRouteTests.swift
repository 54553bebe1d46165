import Foundation
import GitHubFixture
import Testing

@Suite("PUT, DELETE and GET /user/starred…: starring", .timeLimit(.minutes(3)))
struct StarringRouteTests {
  static let alice = [(name: "Authorization", value: "Bearer alice-token")]
  static let bob = [(name: "Authorization", value: "Bearer bob-token")]
  static let repository = generatedDataset.repositories[7]
  static var path: String { "/user/starred/\(repository.fullName)" }

  func stars(_ client: FixtureClient, _ repository: Repository = repository) async throws -> Int {
    let body = try await client.get("/repos/\(repository.fullName)").jsonObject()
    return try #require(body["stargazers_count"] as? Int)
  }

  @Test("PUT stars (204, empty body), GET says 204, stargazers_count and updated_at follow")
  func starAndCheck() async throws {
    try await withFixtureServer { client in
      let before = try await client.get("/repos/\(Self.repository.fullName)").jsonObject()
      #expect(try await client.get(Self.path, headers: Self.alice).status == 404)
      let put = try await client.send(.put, Self.path, headers: Self.alice)
      #expect(put.status == 204)
      #expect(put.body.isEmpty)
      #expect(try await client.get(Self.path, headers: Self.alice).status == 204)
      #expect(try await client.get(Self.path, headers: Self.bob).status == 404)
      let after = try await client.get("/repos/\(Self.repository.fullName)").jsonObject()
      #expect(after["stargazers_count"] as? Int == Self.repository.stargazersCount + 1)
      #expect(after["watchers_count"] as? Int == Self.repository.stargazersCount + 1)
      let updatedBefore = try #require(before["updated_at"] as? String)
      let updatedAfter = try #require(after["updated_at"] as? String)
      #expect(updatedAfter > updatedBefore)
    }
  }

  @Test("starring twice counts once; DELETE unstars (204) and unstarring twice changes nothing")
  func idempotent() async throws {
    try await withFixtureServer { client in
      let base = Self.repository.stargazersCount
      #expect(try await client.send(.put, Self.path, headers: Self.alice).status == 204)
      #expect(try await client.send(.put, Self.path, headers: Self.alice).status == 204)
      #expect(try await stars(client) == base + 1)
      #expect(try await client.send(.put, Self.path, headers: Self.bob).status == 204)
      #expect(try await stars(client) == base + 2)
      #expect(try await client.send(.delete, Self.path, headers: Self.alice).status == 204)
      #expect(try await client.send(.delete, Self.path, headers: Self.alice).status == 204)
      #expect(try await stars(client) == base + 1)
      #expect(try await client.get(Self.path, headers: Self.alice).status == 404)
      // The search results and the owner's list show the same count.
      let owner = Self.repository.owner.login
      let listed = try await client.get("/users/\(owner)/repos?per_page=100").jsonArray()
      let row = listed.first { $0["id"] as? Int == Self.repository.id }
      #expect(row?["stargazers_count"] as? Int == base + 1)
    }
  }

  @Test("GET /user/starred lists the user's stars, the latest first, paged with Link")
  func listStarred() async throws {
    try await withFixtureServer { client in
      let starred = Array(generatedDataset.repositories.prefix(5))
      for repository in starred {
        let status = try await client.send(
          .put, "/user/starred/\(repository.fullName)", headers: Self.alice
        ).status
        #expect(status == 204)
      }
      let first = try await client.get("/user/starred?per_page=2", headers: Self.alice)
      #expect(first.status == 200)
      #expect(Set(first.links.keys) == ["next", "last"])
      var names = try first.jsonArray().compactMap { $0["full_name"] as? String }
      var next = first.links["next"]
      while let url = next {
        let page = try await client.get(url, headers: Self.alice)
        names += try page.jsonArray().compactMap { $0["full_name"] as? String }
        next = page.links["next"]
      }
      #expect(names == starred.reversed().map(\.fullName))
      let none = try await client.get("/user/starred", headers: Self.bob)
      #expect(try none.jsonArray().isEmpty)
      #expect(none.header("Link") == nil)
    }
  }

  @Test("without a token every starring endpoint answers 401 with GitHub's body")
  func requiresAuthentication() async throws {
    try await withFixtureServer { client in
      let requests: [(FixtureClient.Method, String)] = [
        (.put, Self.path), (.delete, Self.path), (.get, Self.path), (.get, "/user/starred"),
      ]
      for (method, path) in requests {
        let response = try await client.send(method, path)
        #expect(response.status == 401)
        let body = try response.jsonObject()
        #expect(body["message"] as? String == "Requires authentication")
        #expect(
          (body["documentation_url"] as? String)?.hasPrefix("https://docs.github.com/") == true)
      }
      #expect(try await stars(client) == Self.repository.stargazersCount)
    }
  }

  @Test("an unknown repository is a 404 with GitHub's body, for a user with a token")
  func unknownRepository() async throws {
    try await withFixtureServer { client in
      for method in [FixtureClient.Method.put, .delete, .get] {
        let response = try await client.send(
          method, "/user/starred/nobody-here/nothing", headers: Self.alice)
        #expect(response.status == 404)
        #expect(try response.jsonObject()["message"] as? String == "Not Found")
      }
    }
  }

  @Test("with writeFailureRate 1 a star is a 5xx and changes nothing; reads still work")
  func refusedWrites() async throws {
    try await withFixtureServer(faults: FaultConfiguration(writeFailureRate: 1)) { client in
      let response = try await client.send(.put, Self.path, headers: Self.alice)
      #expect([500, 502, 503].contains(response.status))
      #expect(try response.jsonObject()["message"] as? String == "Server Error")
      #expect(try await client.get(Self.path, headers: Self.alice).status == 404)
      #expect(try await stars(client) == Self.repository.stargazersCount)
    }
  }
}
