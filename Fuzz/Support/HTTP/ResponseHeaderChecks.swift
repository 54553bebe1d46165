import Foundation
import RefreshKit

/// Checks what a response's headers say about its validator, freshness and rate limit; used
/// by the `HTTPErrorMapping` and `RetryAfter` targets (scripts/fuzz.sh lists it for them).
///
/// Properties: a rate limit is consistent (nothing negative, `remaining` within `limit`, a
/// reset no later than 9999); a 403 or 429 with an exhausted limit is a rate-limit error; a
/// validator holds only a well-formed entity-tag and HTTP date, and is sent back exactly as
/// received; freshness never starts before the response was received.
func checkResponseHeaders(_ headers: HTTPHeaderFields, status: Int, now: Date) {
  if let limit = RateLimit(headers: headers) {
    if limit.limit < 0 || limit.remaining < 0 || limit.used < 0 || limit.remaining > limit.limit {
      violated("inconsistent rate limit \(limit) from \(headers)")
    }
    if !(limit.reset.timeIntervalSince1970 >= 0
      && limit.reset.timeIntervalSince1970 < 253_402_300_800)
    {
      violated("reset \(limit.reset) out of range from \(headers)")
    }
    if limit.isExhausted, status == 403 || status == 429 {
      guard
        case .rateLimited? = HTTPLoadError(
          response: HTTPTransportResponse(status: status, headers: headers), now: now)
      else { violated("status \(status) with an exhausted \(limit) is not a rate limit") }
    }
  }
  if let validator = PageValidator(responseHeaders: headers) {
    if validator.entityTag == nil, validator.lastModified == nil {
      violated("an empty validator from \(headers)")
    }
    if let tag = validator.entityTag {
      let opaque = tag.hasPrefix("W/") ? tag.dropFirst(2) : Substring(tag)
      let inner = opaque.utf8.dropFirst().dropLast()
      if opaque.utf8.count < 2 || opaque.first != "\"" || opaque.last != "\""
        || inner.contains(UInt8(ascii: "\"")) || !inner.allSatisfy({ (0x21...0x7E).contains($0) })
      {
        violated("malformed entity-tag \(tag) kept from \(headers)")
      }
    }
    if let date = validator.lastModified, HTTPDate.parse(date) == nil {
      violated("Last-Modified \(date) kept though it is no HTTP date")
    }
    if ConditionalHeaders.sendable(validator) != validator {
      violated("\(validator) would not be sent back as received")
    }
  }
  let control = CacheControl(headers: headers)
  if let until = control.freshUntil(receivedAt: now), until < now {
    violated("fresh until \(until), before it was received at \(now), from \(control)")
  }
}
