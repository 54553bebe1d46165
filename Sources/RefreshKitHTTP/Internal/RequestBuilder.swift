import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Turns an endpoint (or a `next` URL) and the configuration into a `URLRequest`.
enum RequestBuilder {
  /// `baseURL` with the endpoint's path appended and its query items strictly encoded.
  static func url(for endpoint: HTTPEndpoint, baseURL: URL) -> URL? {
    guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) else {
      return nil
    }
    var basePath = components.path
    while basePath.hasSuffix("/") { basePath.removeLast() }
    var path = endpoint.path
    while path.hasPrefix("/") { path.removeFirst() }
    components.path = path.isEmpty && !basePath.isEmpty ? basePath : basePath + "/" + path
    let encoded = endpoint.queryItems.map { item in
      let name = QueryEncoding.encode(item.name)
      return item.value.map { "\(name)=\(QueryEncoding.encode($0))" } ?? name
    }
    let query = ([components.percentEncodedQuery].compactMap(\.self) + encoded)
      .filter { !$0.isEmpty }
      .joined(separator: "&")
    components.percentEncodedQuery = query.isEmpty ? nil : query
    return components.url
  }

  /// A request for `url` with the configuration's and the endpoint's header fields, that no
  /// local cache answers.
  ///
  /// `Authorization` (the token, or one set in header fields) is sent only when `url` has
  /// the same scheme, host and port as the configuration's base URL.
  static func request(
    _ url: URL, method: String, endpoint: HTTPEndpoint, configuration: HTTPClientConfiguration
  ) -> URLRequest {
    var request = URLRequest(url: url)
    request.httpMethod = method
    // No local cache answers for the server: a refresh reaches it, and a 304 reaches us.
    request.cachePolicy = .reloadIgnoringLocalCacheData
    if let timeout = configuration.timeoutInterval { request.timeoutInterval = timeout }
    request.setValue(configuration.userAgent, forHTTPHeaderField: "User-Agent")
    if let accept = configuration.accept { request.setValue(accept, forHTTPHeaderField: "Accept") }
    for (name, value) in configuration.headers.sorted(by: { $0.key < $1.key }) {
      request.setValue(value, forHTTPHeaderField: name)
    }
    for (name, value) in endpoint.headers.sorted(by: { $0.key < $1.key }) {
      request.setValue(value, forHTTPHeaderField: name)
    }
    if let token = configuration.token {
      request.setValue(token.authorizationValue, forHTTPHeaderField: "Authorization")
    }
    if !Origin.same(url, configuration.baseURL) {
      request.setValue(nil, forHTTPHeaderField: "Authorization")
    }
    return request
  }

  /// Sends `body` with `request`, as JSON unless the request names another `Content-Type`.
  static func attach(_ body: Data?, to request: inout URLRequest) {
    guard let body else { return }
    request.httpBody = body
    if request.value(forHTTPHeaderField: "Content-Type") == nil {
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
  }
}

/// Percent-encoding for query names and values: everything but RFC 3986 unreserved
/// characters is encoded, so `+`, `&`, `=` and spaces survive any server's decoding.
enum QueryEncoding {
  static func encode(_ text: String) -> String {
    var result = ""
    for byte in text.utf8 {
      if isUnreserved(byte) {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        result += "%" + hex(byte >> 4) + hex(byte & 0x0F)
      }
    }
    return result
  }

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      true
    default:
      false
    }
  }

  private static func hex(_ nibble: UInt8) -> String {
    String(nibble, radix: 16, uppercase: true)
  }
}
