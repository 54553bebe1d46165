import Foundation
import GitHubSearch
import Testing

/// The partitions of the app's page cache: one per built-in data set, one per API origin and
/// token; a token only by its digest.
@Suite struct PageCacheSourceTests {
  func api(_ url: String, token: String? = nil) throws -> PageCacheSource {
    try PageCacheSource.api(try #require(URL(string: url)), token: token)
  }

  @Test("an API's partition is its origin: scheme and host in lower case, the port always named")
  func originIsNormalised() throws {
    #expect(try api("http://127.0.0.1:9").partition == "api:http://127.0.0.1:9;anonymous")
    #expect(
      try api("https://api.github.com").partition == "api:https://api.github.com:443;anonymous")
    #expect(try api("HTTPS://API.GitHub.com:443/") == api("https://api.github.com"))
    #expect(try api("http://localhost") == api("http://localhost:80"))
  }

  @Test("another scheme, host, port or path is another source")
  func otherOriginsAreOtherSources() throws {
    let urls = [
      "https://api.github.com", "http://api.github.com", "https://api.github.com:8443",
      "https://ghe.example.com", "https://ghe.example.com/api/v3", "http://127.0.0.1:9",
      "http://127.0.0.1:10",
    ]
    let partitions = try Set(urls.map { try api($0).partition })
    #expect(partitions.count == urls.count)
  }

  @Test("a token is known by a digest: the same token one source, another token another")
  func tokensAreDigested() throws {
    let secret = "ghp_exampleToken123"
    let signed = try api("https://api.github.com", token: secret)
    #expect(
      signed.partition == "api:https://api.github.com:443;token:ffbadd9720e1d1bac7f21e62cbf73acf",
      "SHA-256 of the label and the token, 128 bits: a new format would orphan every cache")
    #expect(!signed.partition.contains(secret))
    #expect(try api("https://api.github.com", token: " \(secret)\n") == signed, "trimmed")
    #expect(try api("https://api.github.com", token: secret + "4") != signed)
    #expect(try api("https://api.github.com", token: "  ") == api("https://api.github.com"))
    #expect(try api("https://api.github.com") != signed)
  }

  @Test("the built-in data set is a source of its own, one per data set")
  func builtInDataSets() throws {
    let generated = PageCacheSource.builtIn(dataset: "generated:6000")
    #expect(generated.partition == "builtin:generated:6000")
    #expect(generated != PageCacheSource.builtIn(dataset: "generated:10"))
    #expect(generated != PageCacheSource.builtIn(dataset: "file:/data/github-repos.json"))
    #expect(generated.partition != (try api("http://127.0.0.1:9")).partition)
  }

  @Test("a key is the partition, |, and the target; no partition holds a |")
  func keysSplitAtTheFirstBar() throws {
    let target = GitHubTarget.search(query: "a|b", page: 1)
    let sources = [
      PageCacheSource.builtIn(dataset: "file:/tmp/x|y;z.json"),
      try api("http://127.0.0.1:9/odd%7Cpath"),
      try api("http://127.0.0.1:9", token: "to|ken"),
    ]
    for source in sources {
      #expect(!source.partition.contains("|"), "\(source)")
      let key = source.cacheKey(for: target)
      #expect(key.split(separator: "|", maxSplits: 1).first.map(String.init) == source.partition)
      #expect(key == "\(source.partition)|\(target)")
    }
  }

  @Test("a URL without an http(s) scheme and a host is a typed error, not a source")
  func badURLs() throws {
    for text in ["ftp://api.github.com", "file:///tmp/api", "mailto:someone@example.com"] {
      let url = try #require(URL(string: text))
      #expect(throws: PageCacheSourceError.notAnHTTPOrigin(url.absoluteString)) {
        try PageCacheSource.api(url, token: "secret")
      }
    }
  }
}
