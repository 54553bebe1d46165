import Foundation
import NIOCore
import Synchronization
import Testing

@testable import GitHubFixture

@Suite(
  "Building blocks of revalidation: If-None-Match parsing, entity tags and rate-limit refunds",
  .timeLimit(.minutes(3)))
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

  @Test("a strong ETag is the body's FNV-1a in quoted lowercase hex; a weak one adds W/")
  func strongTagFormat() {
    #expect(EntityTag(opaqueTag: Array("0a".utf8)).fieldValue == #""0a""#)
    #expect(EntityTag(opaqueTag: Array("0a".utf8), isWeak: true).fieldValue == #"W/"0a""#)
    // FNV-1a of no bytes is its offset basis.
    #expect(EntityTag(strongFor: ByteBuffer()).fieldValue == #""cbf29ce484222325""#)
    // A Link field goes on into the same hash: another Link, another tag.
    let body = ByteBuffer(string: "[]")
    let next = #"<http://h/x?page=2&per_page=1>; rel="next""#
    #expect(EntityTag(strongFor: body, link: nil) == EntityTag(strongFor: body))
    #expect(EntityTag(strongFor: body, link: next) != EntityTag(strongFor: body))
    #expect(
      EntityTag(strongFor: body, link: next).opaqueTag
        == EntityTag(strongFor: ByteBuffer(string: "[]\nLink: \(next)")).opaqueTag)
  }

  @Test("a refund gives the request back to its own window only")
  func refundStaysInItsWindow() async {
    let time = Mutex<Int64>(1_000)
    let limiter = RateLimiter(now: { time.withLock { $0 } })
    let client = RateLimitClient.anonymous(ipAddress: "127.0.0.1")
    let counted = await limiter.consume(resource: "core", client: client, limit: 3)
    #expect(counted.used == 1)
    let refunded = await limiter.refund(counted, resource: "core", client: client, limit: 3)
    #expect(refunded.used == 0 && refunded.remaining == 3)

    let late = await limiter.consume(resource: "core", client: client, limit: 3)
    time.withLock { $0 += 60 }
    let renewed = await limiter.consume(resource: "core", client: client, limit: 3)
    let afterLateRefund = await limiter.refund(late, resource: "core", client: client, limit: 3)
    #expect(renewed.used == 1)
    #expect(afterLateRefund.used == 1 && afterLateRefund.reset == 1_120)
  }

  @Test("any injected clock gives window arithmetic a safe epoch second, never a trap")
  func epochSecondsOfAnyClock() {
    #expect(RateLimiter.epochSeconds(Date(timeIntervalSince1970: 1_700_000_000.9)) == 1_700_000_000)
    #expect(RateLimiter.epochSeconds(Date(timeIntervalSince1970: -5)) == 0)
    #expect(RateLimiter.epochSeconds(Date(timeIntervalSince1970: .infinity)) == 0)
    #expect(RateLimiter.epochSeconds(Date(timeIntervalSince1970: .nan)) == 0)
    #expect(RateLimiter.epochSeconds(Date(timeIntervalSince1970: 1e300)) == 1_000_000_000_000_000)
  }
}
