import Foundation
import GitHubFixture
import Testing

@Suite("POST /repos/{owner}/{repo}/issues/{number}/comments", .timeLimit(.minutes(3)))
struct IssueCommentPostingTests {
  typealias Fixtures = IssueFixtures
  static let repository = Fixtures.repository
  static let commentsPath = Fixtures.longThreadPath("/comments")

  func commentCount(_ client: FixtureClient) async throws -> Int {
    try #require(try await client.get(Fixtures.longThreadPath()).jsonObject()["comments"] as? Int)
  }

  @Test("a comment is 201 with Location, comes last in the thread and the count grows")
  func postedCommentIsKept() async throws {
    try await withFixtureServer { client in
      let before = try await commentCount(client)
      let posted = try await client.send(
        .post, Self.commentsPath, headers: Fixtures.alice,
        body: Fixtures.commentJSON("Still happens on 2.0 🙏\n\nSee the log."))
      #expect(posted.status == 201)
      let comment = try posted.jsonObject()
      let id = try #require(comment["id"] as? Int)
      #expect(comment["body"] as? String == "Still happens on 2.0 🙏\n\nSee the log.")
      #expect(comment["author_association"] as? String == "NONE")
      #expect(posted.header("Location") == comment["url"] as? String)
      #expect(comment["issue_url"] as? String == client.baseURL + Fixtures.longThreadPath())
      let alice = try #require((comment["user"] as? [String: Any])?["login"] as? String)
      let second = try await client.send(
        .post, Self.commentsPath, headers: Fixtures.bob, body: Fixtures.commentJSON("Me too"))
      #expect(second.status == 201)
      #expect(try await commentCount(client) == before + 2)
      let lastPage = try await client.get(Self.commentsPath + "?per_page=1&page=\(before + 1)")
      #expect(Set(lastPage.links.keys) == ["prev", "first", "next", "last"])
      let all = try await Fixtures.allPages(client, Self.commentsPath + "?per_page=100")
      #expect(all.count == before + 2)
      #expect(all[before]["id"] as? Int == id)
      #expect((all[before]["user"] as? [String: Any])?["login"] as? String == alice)
      #expect(all[before + 1]["body"] as? String == "Me too")
      let times = all.compactMap { $0["created_at"] as? String }
      #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
      let issue = try await client.get(Fixtures.longThreadPath()).jsonObject()
      #expect(issue["updated_at"] as? String == times.last)
    }
  }

  @Test("the same token always writes as the same user, another token as another")
  func tokenUser() async throws {
    try await withFixtureServer { client in
      var logins: [String] = []
      for headers in [Fixtures.alice, Fixtures.alice, Fixtures.bob] {
        let posted = try await client.send(
          .post, Self.commentsPath, headers: headers, body: Fixtures.commentJSON("hi"))
        let user = try #require(try posted.jsonObject()["user"] as? [String: Any])
        logins.append(try #require(user["login"] as? String))
      }
      #expect(logins[0] == logins[1])
      #expect(logins[0] != logins[2])
    }
  }

  @Test("without a token the answer is 401 with GitHub's body, and nothing is kept")
  func requiresAuthentication() async throws {
    try await withFixtureServer { client in
      let before = try await commentCount(client)
      let response = try await client.send(
        .post, Self.commentsPath, body: Fixtures.commentJSON("anonymous"))
      #expect(response.status == 401)
      let body = try response.jsonObject()
      #expect(body["message"] as? String == "Requires authentication")
      #expect(
        body["documentation_url"] as? String
          == "https://docs.github.com/rest/issues/comments#create-an-issue-comment")
      #expect(try await commentCount(client) == before)
    }
  }

  @Test("an unknown repository or issue number is a 404")
  func unknownIssue() async throws {
    try await withFixtureServer { client in
      let paths = [
        "/repos/nobody-here/nothing/issues/1/comments",
        Fixtures.issuePath(Self.repository.openIssuesCount + 1, "/comments"),
        Fixtures.issuePath(0, "/comments"),
      ]
      for path in paths {
        let response = try await client.send(
          .post, path, headers: Fixtures.alice, body: Fixtures.commentJSON("hello"))
        #expect(response.status == 404, "\(path)")
        #expect(try response.jsonObject()["message"] as? String == "Not Found")
      }
    }
  }

  @Test("a missing, null, empty or blank body is 422 with GitHub's errors array")
  func missingBody() async throws {
    try await withFixtureServer { client in
      let before = try await commentCount(client)
      let bodies = [#"{}"#, #"{"body":null}"#, #"{"body":""}"#, #"{"body":" \n\t "}"#]
      for body in bodies {
        let response = try await client.send(
          .post, Self.commentsPath, headers: Fixtures.alice, body: body)
        #expect(response.status == 422, "\(body)")
        let error = try response.jsonObject()
        #expect(error["message"] as? String == "Validation Failed")
        let details = try #require(error["errors"] as? [[String: String]])
        #expect(
          details == [["resource": "IssueComment", "code": "missing_field", "field": "body"]])
      }
      #expect(try await commentCount(client) == before)
    }
  }

  @Test("a body that is not text is 422 invalid; one longer than 65,536 characters 422 custom")
  func invalidBody() async throws {
    try await withFixtureServer { client in
      let cases = [
        (#"{"body":5}"#, "invalid"),
        (Fixtures.commentJSON(String(repeating: "a", count: 65_537)), "custom"),
      ]
      for (body, code) in cases {
        let response = try await client.send(
          .post, Self.commentsPath, headers: Fixtures.alice, body: body)
        #expect(response.status == 422)
        let details = try #require(try response.jsonObject()["errors"] as? [[String: Any]])
        #expect(details.first?["code"] as? String == code)
        #expect(details.first?["field"] as? String == "body")
      }
      let longest = try await client.send(
        .post, Self.commentsPath, headers: Fixtures.alice,
        body: Fixtures.commentJSON(String(repeating: "a", count: 65_536)))
      #expect(longest.status == 201)
    }
  }

  @Test("malformed JSON, or JSON that is not an object, is 400 Problems parsing JSON")
  func malformedJSON() async throws {
    try await withFixtureServer { client in
      for body in [#"{"body":"#, "[1]", #""text""#, ""] {
        let response = try await client.send(
          .post, Self.commentsPath, headers: Fixtures.alice, body: body)
        #expect(response.status == 400, "\(body)")
        #expect(try response.jsonObject()["message"] as? String == "Problems parsing JSON")
      }
    }
  }

  @Test("a posted comment changes the ETag of the last page and the issue, not of page 1")
  func postingChangesTheAffectedTags() async throws {
    try await withFixtureServer { client in
      let count = try await commentCount(client)
      // A page size that leaves the last page part full, so no new page appears.
      let perPage = try #require((2...100).first { count % $0 != 0 })
      let lastPage = (count + perPage - 1) / perPage
      func tag(_ path: String) async throws -> String? { try await client.get(path).header("ETag") }
      let pageOne = Self.commentsPath + "?per_page=\(perPage)"
      let last = pageOne + "&page=\(lastPage)"
      // With one comment a page, the last page stays the same but gets a next page.
      let fullLast = Self.commentsPath + "?per_page=1&page=\(count)"
      let before = [
        try await tag(pageOne), try await tag(last), try await tag(fullLast),
        try await tag(Fixtures.longThreadPath()), try await tag(Fixtures.issuesPath()),
      ]
      let posted = try await client.send(
        .post, Self.commentsPath, headers: Fixtures.alice, body: Fixtures.commentJSON("new"))
      #expect(posted.status == 201)
      let after = [
        try await tag(pageOne), try await tag(last), try await tag(fullLast),
        try await tag(Fixtures.longThreadPath()), try await tag(Fixtures.issuesPath()),
      ]
      #expect(after[0] == before[0])
      #expect(after[1] != before[1])
      #expect(after[2] != before[2])
      #expect(after[3] != before[3])
      #expect(after[4] != before[4])
      let revalidated = try await client.get(
        last, headers: [("If-None-Match", try #require(before[1]))])
      #expect(revalidated.status == 200)
    }
  }

  @Test("with writeFailureRate 1 a comment is a 5xx and is not kept; reads still work")
  func refusedWrite() async throws {
    try await withFixtureServer(faults: FaultConfiguration(writeFailureRate: 1)) { client in
      let before = try await commentCount(client)
      let response = try await client.send(
        .post, Self.commentsPath, headers: Fixtures.alice, body: Fixtures.commentJSON("lost"))
      #expect([500, 502, 503].contains(response.status))
      #expect(try response.jsonObject()["message"] as? String == "Server Error")
      #expect(try await commentCount(client) == before)
    }
  }
}
