// The code blocks of Documentation.docc/ListsWithPager.md, verbatim: they must compile.
import Foundation
import RefreshKit

/// The article's made-up API.
struct PostAPI: Sendable {
  struct Response: Sendable {
    var posts: [Post]
    var nextToken: String?
  }

  var posts: @Sendable (_ feed: String, _ after: String?) async throws -> Response
  var like: @Sendable (_ id: Int) async throws -> Void

  func posts(feed: String, after token: String?) async throws -> Response {
    try await posts(feed, token)
  }

  func like(_ id: Int) async throws { try await like(id) }
}

struct Post: Identifiable, Equatable, Sendable {
  let id: Int
  var title: String
  var isLiked = false
}

@MainActor
func makeTimeline(api: PostAPI) -> Pager<String, String, Post> {
  Pager(query: "following", retry: .exponential()) { request in
    let response = try await api.posts(feed: request.query, after: request.cursor)
    return Page(items: response.posts, next: response.nextToken)
  }
}

@MainActor
func like(_ post: Post, in timeline: Pager<String, String, Post>, api: PostAPI) async {
  do {
    try await timeline.mutate { edits in
      edits.update(id: post.id) { $0.isLiked = true }
    } remote: {
      try await api.like(post.id)
    }
  } catch {
    print("Could not like: \(error)")  // the row is back as it was
  }
}

@MainActor
func mirror(_ timeline: Pager<String, String, Post>) -> Task<Void, Never> {
  let changes = timeline.changes()  // ends when the pager is released
  var shown = timeline.items.array
  return Task { [weak timeline] in
    for await change in changes {
      guard let timeline else { return }
      shown = change.applied(to: shown) { timeline.items[$0] }
      print("removed \(change.removedIndices), inserted \(change.insertedIndices)")
    }
  }
}

/// The article's made-up API that answers conditional requests.
struct ConditionalPostAPI: Sendable {
  struct Response: Sendable {
    var notModified = false
    var posts: [Post] = []
    var nextToken: String?
    var etag: String?
    var expires: Date?
  }

  var posts:
    @Sendable (_ feed: String, _ after: String?, _ ifNoneMatch: String?) async throws -> Response

  func posts(feed: String, after token: String?, ifNoneMatch: String?) async throws -> Response {
    try await posts(feed, token, ifNoneMatch)
  }
}

@MainActor
func makeCachedTimeline(api: ConditionalPostAPI, cache: any PageCache<Post, String>)
  -> Pager<String, String, Post>
{
  let load: Pager<String, String, Post>.LoadPage = { request in
    let response = try await api.posts(
      feed: request.query, after: request.cursor, ifNoneMatch: request.validator?.entityTag)
    if response.notModified { return .unchanged(freshUntil: response.expires) }
    return Page(
      items: response.posts, next: response.nextToken,
      validator: PageValidator(entityTag: response.etag), freshUntil: response.expires)
  }
  return Pager(query: "following", cache: cache, cacheKey: { "timeline:\($0)" }, loadPage: load)
}
