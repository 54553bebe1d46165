import Foundation

/// Fuzzes `HTTPLoadError(response:now:)`: status, header fields and body bytes (GitHub's
/// error body decoding included). The input is a raw response: status line, fields, body.
///
/// Properties: a 2xx maps to `nil`, anything else to an error with the same status; the error
/// is retryable exactly for 5xx and rate limits (403/429 only); messages stay short. The
/// `X-RateLimit-*`, `ETag`, `Last-Modified` and `Cache-Control` fields pass
/// `checkResponseHeaders` (Support/HTTP/ResponseHeaderChecks.swift).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let raw = RawResponse(fuzzBytes(data, size))
  let status = raw.status ?? 500
  let headers = HTTPHeaderFields(
    raw.fields.map { HTTPHeaderFields.Field(name: $0.name, value: $0.value) })
  let response = HTTPTransportResponse(status: status, headers: headers, body: Data(raw.body))
  let now = Date(timeIntervalSince1970: 1_750_000_000)
  checkResponseHeaders(headers, status: status, now: now)
  guard let error = HTTPLoadError(response: response, now: now) else {
    if !(200..<300).contains(status) { violated("status \(status) mapped to no error") }
    return 0
  }
  check(error, status: status)
  if let delay = error.retryAfter(now: now), delay < .zero {
    violated("negative retry delay \(delay) for \(error)")
  }
  return 0
}

private func check(_ error: HTTPLoadError, status: Int) {
  if (200..<300).contains(status) { violated("status \(status) mapped to \(error)") }
  if error.status != status {
    violated("status \(status) mapped to \(error) (status \(String(describing: error.status)))")
  }
  let isRateLimit: Bool
  switch error {
  case .rateLimited:
    if status != 403 && status != 429 { violated("status \(status) mapped to \(error)") }
    isRateLimit = true
  case .validationFailed(let message, let issues):
    if message.count > 201 || issues.count > 10 { violated("unbounded 422: \(error)") }
    isRateLimit = false
  case .serverError, .clientError, .notFound, .unexpectedStatus:
    isRateLimit = false
  default:
    violated("status \(status) mapped to a non-HTTP error \(error)")
  }
  let expected = isRateLimit || (500..<600).contains(status)
  if error.isTransient != expected || error.isRetryable != expected {
    violated(
      "status \(status): \(error) has isTransient \(error.isTransient), expected \(expected)")
  }
}
