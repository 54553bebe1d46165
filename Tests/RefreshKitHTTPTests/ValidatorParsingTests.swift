import RefreshKit
import RefreshKitHTTP
import Testing

@Suite("PageValidator(responseHeaders:): ETag and Last-Modified, never sent back broken")
struct ValidatorParsingTests {
  static let date = "Wed, 21 Oct 2015 07:28:00 GMT"

  @Test(
    "a strong or weak entity-tag is kept verbatim",
    arguments: [#""5d8f""#, #"W/"5d8f""#, #""""#, #""a!#$%&'()*+,-./:;<=>?@[\]^_`{|}~""#])
  func entityTagsKeptVerbatim(tag: String) {
    let validator = PageValidator(responseHeaders: ["ETag": tag])
    #expect(validator == PageValidator(entityTag: tag))
  }

  @Test("spaces around the field are not part of the tag")
  func surroundingSpaces() {
    #expect(
      PageValidator(responseHeaders: ["etag": " \t\"a1\" "]) == PageValidator(entityTag: #""a1""#))
  }

  @Test(
    "a malformed ETag is ignored: no validator rather than a broken one",
    arguments: [
      "5d8f", #""5d8f"#, #"5d8f""#, #"w/"5d8f""#, #"W/5d8f"#, #""a b""#, #""a"b""#,
      #""a1", "b2""#, "\"é\"", "\"a\u{7F}\"", "\"a\u{1}\"", "", "\"", "W/",
    ])
  func malformedEntityTag(tag: String) {
    #expect(PageValidator(responseHeaders: ["ETag": tag]) == nil)
  }

  @Test("two ETag fields are malformed together")
  func repeatedEntityTag() {
    var headers = HTTPHeaderFields()
    headers.append(name: "ETag", value: #""a""#)
    headers.append(name: "ETag", value: #""b""#)
    #expect(PageValidator(responseHeaders: headers) == nil)
  }

  @Test("Last-Modified is kept when it is an HTTP date; a bad one is dropped")
  func lastModified() {
    #expect(
      PageValidator(responseHeaders: ["Last-Modified": Self.date])
        == PageValidator(lastModified: Self.date))
    #expect(
      PageValidator(responseHeaders: ["ETag": #""x""#, "Last-Modified": Self.date])
        == PageValidator(entityTag: #""x""#, lastModified: Self.date))
    #expect(
      PageValidator(responseHeaders: ["ETag": #""x""#, "Last-Modified": "yesterday"])
        == PageValidator(entityTag: #""x""#))
    #expect(
      PageValidator(responseHeaders: ["Last-Modified": "Wed, 32 Oct 2015 07:28:00 GMT"]) == nil)
    #expect(PageValidator(responseHeaders: [:]) == nil)
  }
}
