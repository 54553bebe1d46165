public import Foundation

extension HTTPTransportResponse {
  /// Checks the status, then decodes the body as `type`.
  ///
  /// Throws the ``HTTPLoadError`` a non-2xx status maps to, or
  /// ``HTTPLoadError/malformedResponse(status:snippet:reason:)`` when the body is not
  /// JSON or does not decode.
  ///
  /// ```swift
  /// let page = try response.decoded(as: SearchResponse.self, using: JSONDecoder(), now: Date())
  /// ```
  public func decoded<T: Decodable>(
    as type: T.Type, using decoder: JSONDecoder, now: Date
  ) throws(HTTPLoadError) -> T {
    if let error = HTTPLoadError(response: self, now: now) { throw error }
    do {
      return try decoder.decode(T.self, from: body)
    } catch {
      throw .malformedResponse(
        status: status, snippet: ResponseText.snippet(of: body),
        reason: DecodingFailure.reason(error))
    }
  }
}
