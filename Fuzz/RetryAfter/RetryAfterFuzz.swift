import Foundation

/// Fuzzes `Retry-After` and the rate-limit headers: `HTTPDate`, the reset date of a rate
/// limit and `HTTPLoadError.retryAfter(now:)`. The input is header fields, one per line
/// (`Retry-After: 60`, `x-ratelimit-reset: 1750000000`); each value is also parsed as a date.
///
/// Properties: a 429 or a 403 with `Retry-After` is always a rate limit; its delay is never
/// negative, from any `now`; a parsed HTTP date is a finite date. The `X-RateLimit-*`,
/// `ETag`, `Last-Modified` and `Cache-Control` fields pass `checkResponseHeaders`
/// (Support/HTTP/ResponseHeaderChecks.swift) for either status, from any `now`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let raw = RawResponse(fuzzBytes(data, size))
  for field in raw.fields {
    if let date = HTTPDate.parse(field.value), !date.timeIntervalSince1970.isFinite {
      violated("HTTPDate.parse(\(field.value)) gave \(date)")
    }
  }
  let headers = HTTPHeaderFields(
    raw.fields.map { HTTPHeaderFields.Field(name: $0.name, value: $0.value) })
  let hasRetryAfter = headers["retry-after"] != nil
  for status in [429, 403] {
    let response = HTTPTransportResponse(status: status, headers: headers)
    for now in nows {
      checkResponseHeaders(headers, status: status, now: now)
      guard let error = HTTPLoadError(response: response, now: now) else {
        violated("status \(status) mapped to no error")
      }
      guard case .rateLimited = error else {
        if status == 429 || hasRetryAfter {
          violated("status \(status) with \(headers) is \(error)")
        }
        continue
      }
      for clock in nows {
        if let delay = error.retryAfter(now: clock), delay < .zero {
          violated("negative delay \(delay) for \(error) at \(clock)")
        }
      }
    }
  }
  return 0
}

private let nows = [
  Date(timeIntervalSince1970: 1_750_000_000), Date(timeIntervalSince1970: 0), Date.distantFuture,
]
