import Foundation
import GitHubSearch
import RefreshKit
import Testing

@Suite struct GitHubTargetTests {
  @Test func ownerComesFromTargetInfoOnEveryUpdate() {
    var target = GitHubTarget.ownerRepositories(owner: "", page: 1)
    target.update(with: .pullToRefresh, targetInfo: BrowserTargetInfo.owner("alice"))
    #expect(target == .ownerRepositories(owner: "alice", page: 1))
    target.update(with: .loadingMore, targetInfo: BrowserTargetInfo.owner("alice"))
    #expect(target == .ownerRepositories(owner: "alice", page: 2))
    target.update(with: .pullToRefresh, targetInfo: BrowserTargetInfo.owner("alice"))
    #expect(target == .ownerRepositories(owner: "alice", page: 1))
  }

  @Test func repositoryComesFromTargetInfo() {
    var target = GitHubTarget.repository(owner: "", name: "")
    target.update(
      with: .pullToRefresh, targetInfo: BrowserTargetInfo.repository(owner: "alice", name: "x"))
    #expect(target == .repository(owner: "alice", name: "x"))
    #expect(target.endpoint.path == "/repos/alice/x")
  }

  @Test func targetInfoOfAnotherKindLeavesTheTargetAlone() {
    var owner = GitHubTarget.ownerRepositories(owner: "bob", page: 3)
    owner.update(with: .loadingMore, targetInfo: 42)
    #expect(owner == .ownerRepositories(owner: "bob", page: 4))
    var detail = GitHubTarget.repository(owner: "bob", name: "y")
    detail.update(with: .pullToRefresh, targetInfo: nil)
    detail.update(with: .pullToRefresh, targetInfo: BrowserTargetInfo.owner("carol"))
    #expect(detail == .repository(owner: "bob", name: "y"))
  }

  @Test func searchPagesAndKeepsItsQuery() {
    var target = GitHubTarget.search(query: "swift ui", page: 1)
    target.update(with: .loadingMore, targetInfo: BrowserTargetInfo.owner("ignored"))
    #expect(target == .search(query: "swift ui", page: 2))
    #expect(target.endpoint.path == "/search/repositories")
    #expect(target.endpoint.queryValue("q") == "swift ui")
    #expect(target.endpoint.queryValue("page") == "2")
  }

  @Test func ownerEndpoint() {
    let endpoint = GitHubTarget.ownerRepositories(owner: "alice", page: 2).endpoint
    #expect(endpoint.path == "/users/alice/repos")
    #expect(endpoint.queryValue("page") == "2")
    #expect(endpoint.queryValue("per_page") == String(GitHubTarget.perPage))
  }
}
