import Foundation

/// Fuzzes `LinkHeader` parsing (`LinkHeaderScanner` and URL resolution).
///
/// Property: a parsed header, written back as a `Link` value, parses to the same links.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: fuzzBytes(data, size), as: UTF8.self)
  let values = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let parsed = LinkHeader(values: values, relativeTo: baseURL)
  let serialized = LinkHeaderWriter.value(of: parsed)
  let reparsed = LinkHeader(serialized)
  guard LinkHeaderWriter.summary(of: reparsed) == LinkHeaderWriter.summary(of: parsed) else {
    violated(
      "re-serialised Link header parses differently\n  value: \(serialized)\n"
        + "  first:  \(LinkHeaderWriter.summary(of: parsed))\n"
        + "  second: \(LinkHeaderWriter.summary(of: reparsed))")
  }
  _ = (parsed.next, parsed.previous, parsed.first, parsed.last)
  return 0
}

private let baseURL = URL(string: "https://api.github.com/search/repositories?q=swift&page=2")

/// Writes links as one RFC 8288 `Link` value, every parameter quoted.
enum LinkHeaderWriter {
  static func value(of header: LinkHeader) -> String {
    header.links.map { link in
      var parts = [
        "<\(link.url.absoluteString)>", "rel=\(quoted(link.relations.joined(separator: " ")))",
      ]
      for (name, value) in link.parameters.sorted(by: { $0.key < $1.key }) {
        parts.append("\(name)=\(quoted(value))")
      }
      return parts.joined(separator: "; ")
    }.joined(separator: ", ")
  }

  /// What must survive a round trip: each link's URL text, relations and parameters.
  static func summary(of header: LinkHeader) -> [String] {
    header.links.map { link in
      let parameters = link.parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
      return "\(link.url.absoluteString) \(link.relations) \(parameters)"
    }
  }

  /// A quoted-string, escaped scalar by scalar: the scanner unescapes byte by byte, and a
  /// backslash followed by a combining mark is one `Character` but two scalars
  /// (crash-8604d6fc).
  private static func quoted(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    result.append("\"")
    for scalar in text.unicodeScalars {
      if scalar == "\"" || scalar == "\\" { result.append("\\") }
      result.append(scalar)
    }
    result.append("\"")
    return String(result)
  }
}
