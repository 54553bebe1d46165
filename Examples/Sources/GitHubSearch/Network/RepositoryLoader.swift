import Foundation
import RefreshKit
import RefreshKitHTTP
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Loads one repository for the detail screen, conditionally: with the `ETag` of the copy
/// shown, an unchanged repository is a 304 (no body, no rate limit spent). Each response says
/// how long to wait before the next poll when the server sent `X-Poll-Interval`.
///
/// ```swift
/// let loader = services.makeRepositoryLoader()
/// let response = try await loader.load("apple", "swift", validator)
/// ```
public struct RepositoryLoader: Sendable {
  /// One answer: the repository (`nil` when unchanged), its validator and the poll interval.
  public struct Response: Sendable {
    /// The new copy; `nil` when the server said it is unchanged.
    public var repository: Repository?
    /// The validator to send with the next poll.
    public var validator: PageValidator?
    /// `X-Poll-Interval` in seconds, when the server sent it.
    public var pollInterval: Int?

    /// Creates a response.
    public init(repository: Repository?, validator: PageValidator? = nil, pollInterval: Int? = nil)
    {
      self.repository = repository
      self.validator = validator
      self.pollInterval = pollInterval
    }
  }

  /// Loads `owner/name`, conditional on `validator` when given.
  public var load:
    @Sendable (_ owner: String, _ name: String, _ validator: PageValidator?) async throws ->
      Response

  /// Creates a loader from a closure.
  public init(
    load: @escaping @Sendable (String, String, PageValidator?) async throws -> Response
  ) {
    self.load = load
  }

  /// A loader sending conditional requests through its own client, so that the
  /// `X-Poll-Interval` it reads is its own responses'. The repository is one page of one
  /// item: `GET /repos/{owner}/{repo}` with the validator of the copy shown, a 304 being
  /// `Page.unchanged`.
  static func http(
    configuration: HTTPClientConfiguration, transport: any HTTPTransport,
    rateLimitGate: RateLimitGate
  ) -> RepositoryLoader {
    let recorder = PollIntervalRecordingTransport(base: transport)
    let client = HTTPClient(
      configuration: configuration, transport: recorder, rateLimitGate: rateLimitGate)
    let repositories = HTTPPageLoader<GitHubTarget, URL, Repository, Repository>(
      client: client, paging: .linkHeader, endpoint: { $0.endpoint }, items: { [$0] })
    return RepositoryLoader { owner, name, validator in
      let page = try await repositories.load(
        PageRequest(query: .repository(owner: owner, name: name), validator: validator))
      return Response(
        repository: page.isUnchanged ? nil : page.items.first, validator: page.validator,
        pollInterval: recorder.lastPollInterval)
    }
  }
}

/// Keeps the `X-Poll-Interval` of the last response that sent one (RefreshKitHTTP's
/// conditional responses carry no other header fields).
final class PollIntervalRecordingTransport: HTTPTransport {
  let base: any HTTPTransport
  private let interval = Mutex<Int?>(nil)

  init(base: any HTTPTransport) {
    self.base = base
  }

  /// The seconds the last response that named them asked to wait.
  var lastPollInterval: Int? { interval.withLock { $0 } }

  func send(_ request: URLRequest) async throws -> HTTPTransportResponse {
    let response = try await base.send(request)
    if let seconds = response.headers["X-Poll-Interval"].flatMap({ Int($0) }), seconds > 0 {
      interval.withLock { $0 = seconds }
    }
    return response
  }
}
