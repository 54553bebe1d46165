import Foundation
import Testing

@testable import GitHubFixture

@Suite("Building blocks: query parsing, ranges, encoding, dates and randomness")
struct InternalsTests {
  @Test("q is split into keywords and qualifiers; quotes group words")
  func queryParsing() {
    let query = SearchQuery(
      parsing:
        #"Fast  cache language:"Jupyter Notebook" user:Apple org:x stars:>10 is:public "a b""#)
    #expect(query.keywords == ["fast", "cache", "a b"])
    #expect(query.languages == ["jupyter notebook"])
    #expect(query.owners == ["apple", "x"])
    #expect(query.stars == [NumericRange(qualifier: ">10")].compactMap { $0 })
    #expect(SearchQuery(parsing: "stars:lots").keywords == ["stars:lots"])
  }

  @Test(
    "numeric ranges",
    arguments: [
      (">10", 11, Int.max), (">=10", 10, Int.max), ("<10", Int.min, 9), ("<=10", Int.min, 10),
      ("10..20", 10, 20), ("10..*", 10, Int.max), ("*..20", Int.min, 20), ("5", 5, 5),
    ])
  func numericRanges(text: String, lower: Int, upper: Int) throws {
    let range = try #require(NumericRange(qualifier: text))
    #expect(range.lowerBound == lower && range.upperBound == upper)
  }

  @Test("query components are percent-encoded outside RFC 3986's unreserved set")
  func percentEncoding() {
    #expect(
      PercentEncoding.encodeQueryComponent("language:swift stars:>1 ü")
        == "language%3Aswift%20stars%3A%3E1%20%C3%BC")
    let decoded = PercentEncoding.parseQuery("q=a+b%2Bc&per_page=5&flag")
    #expect(decoded.map(\.name) == ["q", "per_page", "flag"])
    #expect(decoded.map(\.value) == ["a b+c", "5", ""])
  }

  @Test("ISO 8601 formatting matches GitHub's format")
  func isoDates() {
    #expect(ISO8601.format(epochSeconds: 0) == "1970-01-01T00:00:00Z")
    #expect(ISO8601.format(epochSeconds: 1_704_164_645) == "2024-01-02T03:04:05Z")
    #expect(ISO8601.format(epochSeconds: 951_782_400) == "2000-02-29T00:00:00Z")
  }

  @Test("pagination defaults, caps and windows")
  func pagination() {
    #expect(Pagination(page: nil, perPage: nil) == Pagination(page: "1", perPage: "30"))
    #expect(Pagination(page: "0", perPage: "1000").perPage == 100)
    #expect(Pagination(page: "-3", perPage: "abc").page == 1)
    #expect(Pagination(page: "34", perPage: "30").itemRange(total: 1_000) == 990..<1_000)
    #expect(Pagination(page: "1", perPage: "30").pageCount(total: 0) == 1)
  }
}
