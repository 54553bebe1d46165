import NIOCore
import Testing

@testable import GitHubFixture

@Suite("Building blocks of revalidation: If-None-Match parsing and entity tags")
struct RevalidationInternalsTests {
  @Test("If-None-Match keeps every listed tag, weak or strong, skipping empty list elements")
  func parsesLists() throws {
    let parsed = try #require(IfNoneMatch(fieldValues: [#"W/"a", ,"b""#, #"  "", "c\#u{e9}""#]))
    #expect(
      parsed
        == .tags([
          EntityTag(opaqueTag: Array("a".utf8), isWeak: true),
          EntityTag(opaqueTag: Array("b".utf8)), EntityTag(opaqueTag: []),
          EntityTag(opaqueTag: Array("c\u{e9}".utf8)),
        ]))
    #expect(IfNoneMatch(fieldValues: [" * "]) == .any)
    #expect(IfNoneMatch(fieldValues: []) == nil)
    #expect(IfNoneMatch(fieldValues: ["*", #""a""#]) == nil)
    #expect(IfNoneMatch(fieldValues: [#""a b""#]) == nil)
  }

  @Test("strong ETags are 16 lowercase hex digits, zero-padded, in quotes")
  func strongTagFormat() {
    #expect(EntityTag(opaqueTag: Array("0a".utf8)).fieldValue == #""0a""#)
    #expect(EntityTag(opaqueTag: Array("0a".utf8), isWeak: true).fieldValue == #"W/"0a""#)
    // FNV-1a of no bytes is its offset basis.
    #expect(EntityTag(strongFor: ByteBuffer()).fieldValue == #""cbf29ce484222325""#)
  }
}
