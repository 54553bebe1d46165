import Foundation

/// Fuzzes `CacheControl` parsing (`CacheControlScanner`). The input is one `Cache-Control`
/// field value; a newline splits it into several fields of one response.
///
/// Properties: parsing never traps; `max-age` and `s-maxage` are never negative; a freshness
/// date is never before the response was received, and there is none with `no-cache` or
/// `no-store`; the result is the same with every ASCII letter's case flipped, and with spaces
/// and tabs around every directive and around the whole value.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: fuzzBytes(data, size), as: UTF8.self)
  let fields = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let headers = HTTPHeaderFields(
    fields.map { HTTPHeaderFields.Field(name: "Cache-Control", value: $0) })
  let control = CacheControl(headers: headers)
  check(control, input: text)
  let flipped = CacheControl(
    headers: HTTPHeaderFields(
      fields.map { HTTPHeaderFields.Field(name: "CACHE-control", value: flipCase($0)) }))
  if flipped != control { violated("case changes the parse of \(text): \(control) vs \(flipped)") }
  let padded = CacheControl(
    headers: HTTPHeaderFields(
      fields.map { HTTPHeaderFields.Field(name: "cache-control", value: pad($0)) }))
  if padded != control {
    violated("whitespace changes the parse of \(text): \(control) vs \(padded)")
  }
  return 0
}

private func check(_ control: CacheControl, input: String) {
  if let maxAge = control.maxAge, maxAge < 0 { violated("max-age \(maxAge) from \(input)") }
  if let shared = control.sharedMaxAge, shared < 0 { violated("s-maxage \(shared) from \(input)") }
  for received in receivedDates {
    guard let until = control.freshUntil(receivedAt: received) else { continue }
    if until < received { violated("fresh until \(until), before \(received), from \(input)") }
    if control.noCache || control.noStore { violated("fresh despite no-cache/no-store: \(input)") }
  }
}

/// `text` with every ASCII letter's case flipped.
private func flipCase(_ text: String) -> String {
  let bytes = text.utf8.map { byte -> UInt8 in
    switch byte {
    case 0x41...0x5A, 0x61...0x7A: byte ^ 0x20
    default: byte
    }
  }
  return String(decoding: bytes, as: UTF8.self)
}

/// `text` with spaces and tabs around every list element (split where the scanner splits).
private func pad(_ text: String) -> String {
  let elements = CacheControlScanner.elements(Array(text.utf8))
  return " \t"
    + elements.map { " \t" + String(decoding: $0, as: UTF8.self) + "\t " }
    .joined(separator: ",") + " "
}

private let receivedDates = [
  Date(timeIntervalSince1970: 1_750_000_000), Date(timeIntervalSince1970: 0), Date.distantPast,
  Date.distantFuture,
]
