import Foundation

extension HTTPClient {
  /// Sends one request that is not a page, typically a write (`POST`, `PUT`, `PATCH`,
  /// `DELETE`), the way the client sends pages: to the configuration's server with its
  /// header fields and token, through its transport and rate-limit gate, failing with the same
  /// typed ``HTTPLoadError``s. Returns the response once its status is a success; a
  /// `204 No Content` (GitHub's star and unstar) needs nothing more.
  ///
  /// ```swift
  /// try await client.send(HTTPEndpoint(method: "PUT", path: "/user/starred/apple/swift"))
  /// ```
  ///
  /// Nothing retries it: a write is not always safe to repeat. Cancelling the calling task
  /// cancels it and throws ``HTTPLoadError/cancelled``.
  @discardableResult
  public func send(_ endpoint: HTTPEndpoint) async throws(HTTPLoadError) -> HTTPTransportResponse {
    guard !Task.isCancelled else { throw .cancelled }
    let (response, receivedAt) = try await perform(try makeRequest(endpoint))
    if let error = HTTPLoadError(response: response, now: receivedAt) {
      throw error.redacting(configuration.token?.secret)
    }
    return response
  }

  /// Sends one request that is not a page, as ``send(_:)`` does, and decodes its body as
  /// `type` with the client's decoder: the created resource of a `201 Created`, for example.
  ///
  /// ```swift
  /// let comment = try await client.send(
  ///   HTTPEndpoint(
  ///     method: "POST", path: "/repos/apple/swift/issues/7/comments",
  ///     body: try JSONEncoder().encode(["body": "Thanks!"])),
  ///   decoding: IssueComment.self)
  /// ```
  public func send<Body: Decodable>(_ endpoint: HTTPEndpoint, decoding type: Body.Type)
    async throws(HTTPLoadError) -> Body
  {
    let response = try await send(endpoint)
    return try decode(response, as: type, at: now())
  }
}
