import HTTPTypes

/// Whom a request is counted for: GitHub counts anonymous requests per IP address and
/// authenticated ones per user. The fixture has no users, so each distinct `Authorization`
/// value stands for one, with a stable made-up user id.
enum RateLimitClient: Hashable, Sendable {
  /// A request without a token, from `ipAddress`.
  case anonymous(ipAddress: String)
  /// A request with a token, of the user `id`.
  case user(id: UInt64)

  /// The client of `request`, which arrived from `ipAddress` (loopback when unknown).
  init(request: HTTPRequest, ipAddress: String?) {
    if request.carriesToken {
      let token = request.headerFields[values: .authorization].joined(separator: ",")
      // 27 bits: an id of up to nine digits, like GitHub's.
      self = .user(id: (FNV1a.hash(token) >> 37) + 1)
    } else {
      self = .anonymous(ipAddress: ipAddress ?? "127.0.0.1")
    }
  }

  /// GitHub's 403 body once this client's allowance is used up.
  var rateLimitedError: APIError {
    switch self {
    case .anonymous(let ipAddress): .rateLimited(client: ipAddress)
    case .user(let id): .rateLimited(userID: id)
    }
  }
}
