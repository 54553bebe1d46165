import AsyncHTTPClient
import Foundation
import GitHubFixture
import Logging
import NIOCore

/// A response from the fixture server, with helpers for the GitHub-specific parts.
struct FixtureResponse: Sendable {
  var status: Int
  var headers: [(name: String, value: String)]
  var body: Data

  /// The first value of the header `name` (case-insensitive).
  func header(_ name: String) -> String? {
    headers.first { $0.name.lowercased() == name.lowercased() }?.value
  }

  /// Every value of the header `name` (case-insensitive), one per field, in order.
  func values(_ name: String) -> [String] {
    headers.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
  }

  /// The body parsed as a JSON object; fails the test when it is not one.
  func jsonObject() throws -> [String: Any] {
    guard let object = try JSONSerialization.jsonObject(with: body) as? [String: Any] else {
      throw FixtureTestError.unexpectedJSON(String(decoding: body, as: UTF8.self))
    }
    return object
  }

  /// The body parsed as a JSON array of objects.
  func jsonArray() throws -> [[String: Any]] {
    guard let array = try JSONSerialization.jsonObject(with: body) as? [[String: Any]] else {
      throw FixtureTestError.unexpectedJSON(String(decoding: body, as: UTF8.self))
    }
    return array
  }

  /// The `items` of a search response.
  func items() throws -> [[String: Any]] {
    guard let items = try jsonObject()["items"] as? [[String: Any]] else {
      throw FixtureTestError.unexpectedJSON(String(decoding: body, as: UTF8.self))
    }
    return items
  }

  /// The `total_count` of a search response.
  func totalCount() throws -> Int? {
    try jsonObject()["total_count"] as? Int
  }

  /// The `Link` header as a map from relation (`next`, `last`, …) to URL.
  var links: [String: String] {
    guard let value = header("Link") else { return [:] }
    var links: [String: String] = [:]
    for part in value.components(separatedBy: ", ") {
      let pieces = part.components(separatedBy: "; ")
      guard pieces.count == 2, pieces[0].hasPrefix("<"), pieces[0].hasSuffix(">"),
        pieces[1].hasPrefix("rel=\"")
      else { continue }
      let rel = pieces[1].dropFirst(5).dropLast()
      links[String(rel)] = String(pieces[0].dropFirst().dropLast())
    }
    return links
  }
}

/// Errors raised by the test helpers.
enum FixtureTestError: Error {
  case unexpectedJSON(String)
}

/// Sends requests to a running fixture server over real loopback HTTP.
struct FixtureClient: Sendable {
  /// `http://127.0.0.1:PORT`.
  let baseURL: String

  /// GETs `pathAndQuery` (e.g. `/search/repositories?q=swift`) or an absolute URL, sending
  /// `headers` (e.g. `[("If-None-Match", tag)]`; a name may repeat).
  func get(
    _ pathAndQuery: String, headers: [(name: String, value: String)] = []
  ) async throws -> FixtureResponse {
    try await send(.get, pathAndQuery, headers: headers)
  }

  /// The methods the tests send.
  enum Method { case get, put, delete, post }

  /// Sends `method` to `pathAndQuery` (or an absolute URL) with `headers` and `body`, if any.
  func send(
    _ method: Method, _ pathAndQuery: String, headers: [(name: String, value: String)] = [],
    body: String? = nil
  ) async throws -> FixtureResponse {
    let url = pathAndQuery.hasPrefix("http") ? pathAndQuery : baseURL + pathAndQuery
    var request = HTTPClientRequest(url: url)
    switch method {
    case .get: request.method = .GET
    case .put: request.method = .PUT
    case .delete: request.method = .DELETE
    case .post: request.method = .POST
    }
    for header in headers { request.headers.add(name: header.name, value: header.value) }
    if let body { request.body = .bytes(ByteBuffer(string: body)) }
    let response = try await HTTPClient.shared.execute(request, timeout: .seconds(60))
    let buffer = try await response.body.collect(upTo: 16 * 1024 * 1024)
    return FixtureResponse(
      status: Int(response.status.code),
      headers: response.headers.map { ($0.name, $0.value) },
      body: Data(buffer.readableBytesView)
    )
  }

  /// GETs a search for `query` with extra raw query parameters (e.g. `&per_page=100`).
  func search(_ query: String, _ extra: String = "") async throws -> FixtureResponse {
    try await get("/search/repositories?q=\(Self.encode(query))\(extra)")
  }

  /// Percent-encodes `text` for a query value (spaces as `+`, like GitHub's clients).
  static func encode(_ text: String) -> String {
    let allowed = CharacterSet(
      charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~ ")
    return (text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text)
      .replacingOccurrences(of: " ", with: "+")
  }
}

/// The generated dataset most tests use (seed 42, 6,000 repositories), built once.
let generatedDataset = RepositoryDataset.generated(seed: GitHubFixtureServer.defaultSeed)

/// A logger that keeps test output free of per-server info messages.
let quietLogger: Logger = {
  var logger = Logger(label: "GitHubFixtureTests")
  logger.logLevel = .critical
  return logger
}()

/// Starts a fixture server on a free loopback port, runs `body` against it and stops it.
///
/// `clock` is the wall clock the server's rate limit reads (the system clock by default).
func withFixtureServer<Result: Sendable>(
  dataset: RepositoryDataset = generatedDataset,
  faults: FaultConfiguration = .none,
  seed: UInt64 = GitHubFixtureServer.defaultSeed,
  clock: ManualWallClock? = nil,
  live: (seed: UInt64, interval: Int)? = nil,
  _ body: (FixtureClient) async throws -> Result
) async throws -> Result {
  let now: @Sendable () -> Date
  if let clock {
    now = { clock.now }
  } else {
    now = { Date() }
  }
  let server = try GitHubFixtureServer(
    configuration: .init(
      dataset: .dataset(dataset), faults: faults, seed: seed, now: now, live: live),
    logger: quietLogger)
  let running = try await server.start()
  do {
    let result = try await body(FixtureClient(baseURL: running.baseURL))
    try await running.stop()
    return result
  } catch {
    try await running.stop()
    throw error
  }
}
