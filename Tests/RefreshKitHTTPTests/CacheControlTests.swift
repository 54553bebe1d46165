import Foundation
import RefreshKitHTTP
import Testing

@Suite("CacheControl: freshness from Cache-Control, and nothing wrong from garbage")
struct CacheControlTests {
  let received = Fixtures.fixedNow

  @Test("max-age gives freshUntil: received plus that many seconds")
  func maxAgeGivesFreshness() {
    let control = CacheControl("private, max-age=60, s-maxage=300")
    #expect(control.maxAge == 60)
    #expect(control.sharedMaxAge == 300)
    #expect(control.isPrivate)
    #expect(control.freshUntil(receivedAt: received) == received.addingTimeInterval(60))
    #expect(CacheControl("max-age=0").freshUntil(receivedAt: received) == received)
  }

  @Test("every known directive is read; unknown ones are ignored")
  func knownDirectives() {
    let control = CacheControl(
      "public, no-cache, no-store, must-revalidate, immutable, stale-while-revalidate=30")
    #expect(
      control
        == CacheControl(
          noCache: true, noStore: true, isPublic: true, mustRevalidate: true))
    #expect(CacheControl("x-custom=\"a, b\", max-age=5").maxAge == 5)
  }

  @Test("no-cache and no-store mean not fresh, whatever max-age says")
  func noCacheIsNeverFresh() {
    #expect(CacheControl("no-cache, max-age=60").freshUntil(receivedAt: received) == nil)
    #expect(CacheControl("max-age=60, no-store").freshUntil(receivedAt: received) == nil)
    #expect(
      CacheControl(#"no-cache="Set-Cookie", max-age=60"#).freshUntil(receivedAt: received) == nil)
    #expect(CacheControl("private").freshUntil(receivedAt: received) == nil)
  }

  @Test("names are case-insensitive; whitespace around directives and = is ignored")
  func caseAndWhitespace() {
    let expected = CacheControl(maxAge: 60, isPrivate: true)
    for text in [
      "private, max-age=60", "PRIVATE, Max-Age=60", " \tprivate ,max-age=60\t ",
      "private,,  max-age = 60 ,", "Private,MAX-AGE=\"60\"",
    ] {
      #expect(CacheControl(text) == expected, "\(text)")
    }
  }

  @Test("a quoted value may hold commas and escapes without splitting the list")
  func quotedValues() {
    let control = CacheControl(#"private="Set-Cookie, X-Id", max-age="120", ext="a\"b,c""#)
    #expect(control == CacheControl(maxAge: 120, isPrivate: true))
  }

  @Test(
    "a malformed max-age gives no freshness rather than a wrong one",
    arguments: [
      "max-age=-1", "max-age=+60", "max-age=sixty", "max-age=60s", "max-age=", "max-age",
      "max-age=6 0", "max-age=99999999999999999999999", "max-age=١٢", "max-age=\"60",
      "max-age=60, max-age=120", "max-age=60, @@bad@@", "max-age=\"6\"0\"", "max-age=0x10",
      "max-age=60, \"unterminated", "max-age=1.5",
    ])
  func malformedMaxAge(text: String) {
    let control = CacheControl(text)
    #expect(control.maxAge == nil)
    #expect(control.freshUntil(receivedAt: received) == nil)
  }

  @Test(
    "garbage never traps and yields nothing",
    arguments: ["", ",,,", "\"", "\\", "=", "==60", "\u{0}max-age=1", "🙂=1", "max-age=\u{7F}"])
  func garbage(text: String) {
    #expect(CacheControl(text) == CacheControl())
  }

  @Test("the same max-age twice is kept; every Cache-Control field is read as one list")
  func repeatedFields() {
    #expect(CacheControl("max-age=60, max-age=60").maxAge == 60)
    var headers = HTTPHeaderFields()
    headers.append(name: "Cache-Control", value: "private")
    headers.append(name: "cache-control", value: "max-age=30")
    #expect(CacheControl(headers: headers) == CacheControl(maxAge: 30, isPrivate: true))
    #expect(CacheControl(headers: [:]) == CacheControl())
    #expect(CacheControl(nil) == CacheControl())
  }

  @Test("a huge max-age that fits stays finite and later than received")
  func hugeMaxAge() throws {
    let control = CacheControl("max-age=\(Int.max)")
    let until = try #require(control.freshUntil(receivedAt: received))
    #expect(until > received)
    #expect(until.timeIntervalSinceReferenceDate.isFinite)
  }
}
