import GitHubSearch
import Testing

@Suite("CommentDay: the UTC day of a comment and the day line between days")
struct CommentDayTests {
  func comment(_ id: Int, _ createdAt: String) -> IssueComment {
    IssueComment(id: id, body: "c\(id)", author: "u", createdAt: createdAt)
  }

  @Test("the day is the UTC day of created_at, written Tue 3 Mar 2026")
  func dayOfCreatedAt() {
    #expect(CommentDay(createdAt: "2026-03-03T23:59:59Z")?.title == "Tue 3 Mar 2026")
    #expect(CommentDay(createdAt: "2026-03-03T23:59:59Z")?.line == "── Tue 3 Mar 2026 ──")
    #expect(CommentDay(createdAt: "2024-02-29T00:00:00Z")?.title == "Thu 29 Feb 2024")
    #expect(CommentDay(createdAt: "2025-12-31T12:00:00.250Z")?.title == "Wed 31 Dec 2025")
    // An offset is converted to UTC: 01:00 at +02:00 is 23:00 the day before.
    #expect(CommentDay(createdAt: "2026-03-04T01:00:00+02:00")?.description == "2026-03-03")
    #expect(CommentDay(createdAt: "sending…") == nil)
    #expect(CommentDay(createdAt: "") == nil)
  }

  @Test("a day line only between two comments of different days, with the later one's day")
  func separatorBetweenDays() {
    let late = comment(1, "2026-03-02T23:59:00Z")
    let early = comment(2, "2026-03-03T00:01:00Z")
    let later = comment(3, "2026-03-03T18:00:00Z")
    #expect(CommentDay.separator(before: late, after: early)?.title == "Tue 3 Mar 2026")
    #expect(CommentDay.separator(before: early, after: later) == nil, "the same day")
    #expect(CommentDay.separator(before: nil, after: early) == nil, "not above the first")
    #expect(CommentDay.separator(before: later, after: nil) == nil, "not below the last")
    let pending = comment(-1, "sending…")
    #expect(CommentDay.separator(before: later, after: pending) == nil)
  }

  @Test("days order by date")
  func order() throws {
    let first = try #require(CommentDay(createdAt: "2025-12-31T23:00:00Z"))
    let second = try #require(CommentDay(createdAt: "2026-01-01T00:00:00Z"))
    #expect(first < second)
  }
}
