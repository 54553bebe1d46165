import Foundation
import HTTPTypes
import Hummingbird

/// Builds JSON responses with GitHub's content type.
enum JSONResponse {
  /// GitHub's `Content-Type` for JSON.
  static let contentType = "application/json; charset=utf-8"

  /// Encodes `body` (sorted keys for byte-stable output, slashes unescaped like GitHub) into a
  /// response with `status`.
  static func make(
    status: Int, body: some Encodable, headers: HTTPFields = [:]
  ) -> Response {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
      return make(status: status, data: try encoder.encode(body), headers: headers)
    } catch {
      return make(status: 500, data: Data(#"{"message":"Server Error"}"#.utf8), headers: headers)
    }
  }

  /// Returns GitHub's JSON body for `error` with the error's status.
  static func make(_ error: APIError) -> Response {
    make(status: error.status, body: error)
  }

  /// Wraps already-encoded bytes in a response with the JSON content type.
  static func make(status: Int, data: Data, headers: HTTPFields = [:]) -> Response {
    var headers = headers
    headers[.contentType] = contentType
    return Response(
      status: HTTPResponse.Status(code: status),
      headers: headers,
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: data))
    )
  }
}
