import Foundation
import RefreshKitHTTP
import Testing

/// One row of the `Link` header table: a header, the URL it came with, and what it names.
struct LinkRow: Sendable, CustomTestStringConvertible {
  var name: String
  var header: String
  var base: String? = nil
  var next: String?
  var last: String? = nil

  var testDescription: String { name }
}

@Suite("LinkHeader: RFC 8288 parsing that never traps")
struct LinkHeaderTests {
  static let wellFormed: [LinkRow] = [
    LinkRow(
      name: "GitHub's real format: next then last",
      header: #"<https://api.github.com/search/repositories?q=swift&page=2>; rel="next", "#
        + #"<https://api.github.com/search/repositories?q=swift&page=34>; rel="last""#,
      next: "https://api.github.com/search/repositories?q=swift&page=2",
      last: "https://api.github.com/search/repositories?q=swift&page=34"),
    LinkRow(
      name: "GitHub's middle page: prev, next, last, first in that order",
      header: #"<https://api.github.com/user/repos?page=1>; rel="prev", "#
        + #"<https://api.github.com/user/repos?page=3>; rel="next", "#
        + #"<https://api.github.com/user/repos?page=5>; rel="last", "#
        + #"<https://api.github.com/user/repos?page=1>; rel="first""#,
      next: "https://api.github.com/user/repos?page=3",
      last: "https://api.github.com/user/repos?page=5"),
    LinkRow(
      name: "any order: last before next",
      header: #"<https://x.test/9>; rel="last", <https://x.test/2>; rel="next""#,
      next: "https://x.test/2", last: "https://x.test/9"),
    LinkRow(
      name: "bare rel token", header: "<https://x.test/2>; rel=next", next: "https://x.test/2"),
    LinkRow(
      name: "a comma inside the URL",
      header:
        "<https://x.test/?ids=1,2&page=2>; rel=next, <https://x.test/?ids=1,2&page=9>; rel=last",
      next: "https://x.test/?ids=1,2&page=2", last: "https://x.test/?ids=1,2&page=9"),
    LinkRow(
      name: "several relation types in one rel",
      header: #"<https://x.test/2>; rel="next last""#,
      next: "https://x.test/2", last: "https://x.test/2"),
    LinkRow(
      name: "a title with a comma and a semicolon inside quotes",
      header:
        #"<https://x.test/3>; title="page 3, of 9; really"; rel="next", <https://x.test/9>; rel=last"#,
      next: "https://x.test/3", last: "https://x.test/9"),
    LinkRow(
      name: "an escaped quote inside a quoted title",
      header: #"<https://x.test/2>; title="say \"next\", ok"; rel="next""#,
      next: "https://x.test/2"),
    LinkRow(
      name: "a bare type parameter with a slash, and a parameter without a value",
      header: "<https://x.test/2>; type=application/json; crossorigin; rel=next",
      next: "https://x.test/2"),
    LinkRow(
      name: "odd whitespace and tabs everywhere",
      header: "\t <https://x.test/2>\t ;\trel = \"next\" ,\t  <https://x.test/9> ;rel=\"last\"\t ",
      next: "https://x.test/2", last: "https://x.test/9"),
    LinkRow(
      name: "case-insensitive parameter names and relation types",
      header: #"<https://x.test/2>; REL="Next", <https://x.test/9>; Rel=LAST"#,
      next: "https://x.test/2", last: "https://x.test/9"),
    LinkRow(
      name: "an absolute path resolves against the request URL",
      header: #"</search/repositories?q=swift&page=2>; rel="next""#,
      base: "https://api.github.com/search/repositories?q=swift&page=1",
      next: "https://api.github.com/search/repositories?q=swift&page=2"),
    LinkRow(
      name: "a query-only reference keeps the request's path",
      header: "<?page=3>; rel=next", base: "http://127.0.0.1:8080/api/items?page=2",
      next: "http://127.0.0.1:8080/api/items?page=3"),
    LinkRow(
      name: "a relative path resolves against the request's directory",
      header: "<page/4>; rel=next", base: "https://x.test/list/index",
      next: "https://x.test/list/page/4"),
    LinkRow(
      name: "a network-path reference takes the request's scheme",
      header: "<//cdn.x.test/p2>; rel=next", base: "https://x.test/p1",
      next: "https://cdn.x.test/p2"),
    LinkRow(
      name: "rel given twice: the first one counts",
      header: #"<https://x.test/2>; rel="prev"; rel="next""#, next: nil),
    LinkRow(
      name: "two next links: the first one counts",
      header: "<https://x.test/2>; rel=next, <https://x.test/3>; rel=next",
      next: "https://x.test/2"),
    LinkRow(
      name: "a link about another resource (anchor) is not this page's next",
      header:
        ##"<https://x.test/other>; rel="next"; anchor="#comments", <https://x.test/2>; rel=next"##,
      next: "https://x.test/2"),
    LinkRow(
      name: "a malformed entry does not hide a good one after it",
      header: #"garbage; rel="next", <https://x.test/2>; rel="next""#,
      next: "https://x.test/2"),
    LinkRow(
      name: "a trailing unclosed entry does not hide a good one before it",
      header: #"<https://x.test/2>; rel="next", <https://x.test/3"#,
      next: "https://x.test/2"),
    LinkRow(
      name: "the last page: prev and first only",
      header: #"<https://x.test/4>; rel="prev", <https://x.test/1>; rel="first""#,
      next: nil),
  ]

  static let malformed: [LinkRow] = [
    LinkRow(name: "empty", header: "", next: nil),
    LinkRow(name: "blank", header: " \t ", next: nil),
    LinkRow(name: "garbage", header: "garbage", next: nil),
    LinkRow(name: "rel without a URL", header: #"rel="next""#, next: nil),
    LinkRow(name: "unclosed <", header: #"<https://x.test/2; rel="next""#, next: nil),
    LinkRow(name: "missing <", header: #"https://x.test/2>; rel="next""#, next: nil),
    LinkRow(name: "unclosed quote", header: #"<https://x.test/2>; rel="next"#, next: nil),
    LinkRow(name: "missing semicolon", header: #"<https://x.test/2> rel="next""#, next: nil),
    LinkRow(name: "parameter without a name", header: #"<https://x.test/2>; ="next""#, next: nil),
    LinkRow(name: "empty bare value", header: "<https://x.test/2>; rel=", next: nil),
    LinkRow(
      name: "quote inside a bare value", header: #"<https://x.test/2>; rel=ne"xt""#, next: nil),
    LinkRow(
      name: "doubled angle brackets", header: #"<<https://x.test/2>>; rel="next""#, next: nil),
    LinkRow(name: "trailing backslash", header: #"<https://x.test/2>; rel="next"\"#, next: nil),
    LinkRow(name: "dangling escape", header: #"<https://x.test/2>; rel="next\"#, next: nil),
    LinkRow(name: "relative URL with no base", header: "</search?page=2>; rel=next", next: nil),
    LinkRow(name: "empty URL with no base", header: "<>; rel=next", next: nil),
    LinkRow(name: "only separators", header: ";;;,,,<", next: nil),
    LinkRow(name: "emoji soup", header: "🙂<🙂>;rel=🙂, <🙂", next: nil),
  ]

  @Test("well-formed headers name the right next and last pages", arguments: wellFormed)
  func wellFormedHeaders(row: LinkRow) {
    let links = LinkHeader(row.header, relativeTo: row.base.map(url))
    #expect(links.next?.absoluteString == row.next)
    if let last = row.last { #expect(links.last?.absoluteString == last) }
  }

  @Test("malformed headers yield no next page and never trap", arguments: malformed)
  func malformedHeaders(row: LinkRow) {
    let links = LinkHeader(row.header, relativeTo: row.base.map(url))
    #expect(links.next == nil)
  }

  @Test("parameters are kept unquoted by lowercased name; rel lists every relation type")
  func parametersAndRelations() throws {
    let links = LinkHeader(
      #"<https://x.test/2>; Title="a, b; c"; TYPE=application/json; rel="next  last""#)
    let link = try #require(links.links.first)
    #expect(link.relations == ["next", "last"])
    #expect(link.parameters == ["title": "a, b; c", "type": "application/json"])
    #expect(link.hasRelation("NEXT"))
  }

  @Test(
    "fuzz LinkHeader crash-46d03da7: a space before a combining mark still separates relation types"
  )
  func spaceBeforeCombiningMarkSeparatesRelations() throws {
    // U+0611 is a combining mark: " \u{0611}" is one Character of two scalars, so a split by
    // Character kept "a \u{0611}b" as one relation; the space separates, scalar by scalar.
    let markedSpace = " \u{0611}"
    #expect(markedSpace.count == 1 && markedSpace.unicodeScalars.count == 2)
    let link = try #require(
      LinkHeader("<https://x.test/2>; rel=\"next\(markedSpace)b\"").links.first)
    #expect(link.relations == ["next", "\u{0611}b"])
    #expect(link.hasRelation("next"))
  }

  @Test(
    "fuzz LinkHeader crash-8604d6fc: a backslash before a combining mark is unescaped byte by byte")
  func backslashBeforeCombiningMark() throws {
    // U+0749 is a combining mark: "\\\u{0749}" is one Character of two scalars. A writer that
    // escapes by Character leaves that backslash bare, and the scanner then reads it as an
    // escape. Escaping scalar by scalar round-trips.
    let markedBackslash = "\\\u{0749}"
    let mark = "\u{0749}"
    #expect(markedBackslash.count == 1 && markedBackslash.unicodeScalars.count == 2)
    let bare = try #require(LinkHeader("<https://x.test/2>; v=a\(markedBackslash)b").links.first)
    #expect(bare.parameters["v"] == "a\(markedBackslash)b")
    let quoted = try #require(
      LinkHeader("<https://x.test/2>; v=\"a\\\(markedBackslash)b\"").links.first)
    #expect(quoted.parameters["v"] == "a\(markedBackslash)b")
    let unescaped = try #require(
      LinkHeader("<https://x.test/2>; v=\"a\(markedBackslash)b\"").links.first)
    #expect(unescaped.parameters["v"] == "a\(mark)b")
  }

  @Test("several Link header fields of one response combine in order")
  func severalFields() {
    let links = LinkHeader(
      values: [#"</items?page=2>; rel="next""#, #"</items?page=7>; rel="last""#],
      relativeTo: url("https://x.test/items?page=1"))
    #expect(links.next?.absoluteString == "https://x.test/items?page=2")
    #expect(links.last?.absoluteString == "https://x.test/items?page=7")
    #expect(links.links.count == 2)
  }

  @Test("the target URL is kept exactly as the server wrote it")
  func targetKeptVerbatim() {
    let header = "<https://x.test/search?q=swift%20lang%2Bx&page=2&per_page=5>; rel=next"
    #expect(
      LinkHeader(header).next?.absoluteString
        == "https://x.test/search?q=swift%20lang%2Bx&page=2&per_page=5")
  }

  @Test("ten thousand pseudo-random headers parse without trapping")
  func fuzz() {
    let alphabet = Array("<>;,=\"\\ \tarelnxt:/?&#.hps1é🙂")
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    var parsed: [LinkHeader.Link] = []
    for _ in 0..<10_000 {
      var text = ""
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      for _ in 0..<Int(seed >> 58) {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        text.append(alphabet[Int(seed >> 33) % alphabet.count])
      }
      parsed += LinkHeader(text, relativeTo: url("https://x.test/a/b")).links
    }
    #expect(parsed.allSatisfy { $0.url.scheme != nil })
  }

  @Test("a huge run of angle brackets is rejected quickly")
  func pathologicalInput() {
    let links = LinkHeader(String(repeating: "<", count: 50_000) + "; rel=next")
    #expect(links.isEmpty)
  }
}
