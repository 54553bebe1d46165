import Foundation

/// The UTC day a comment was written (the day of GitHub's `created_at`), and the day line an
/// issue thread shows between two comments of different days.
///
/// ```swift
/// CommentDay(createdAt: "2026-03-03T23:59:59Z")?.line        // "── Tue 3 Mar 2026 ──"
/// CommentDay(createdAt: "2026-03-04T01:00:00+02:00")?.title  // "Tue 3 Mar 2026" (UTC)
/// ```
public struct CommentDay: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The year.
  public var year: Int
  /// The month, 1…12.
  public var month: Int
  /// The day of the month, 1…31.
  public var day: Int

  /// The UTC day of the ISO 8601 time `createdAt`; `nil` for anything else (a comment being
  /// sent has no time yet).
  public init?(createdAt: String) {
    // GitHub writes UTC times ("2026-03-03T10:15:00Z"): the day is their first ten characters.
    if createdAt.hasSuffix("Z"), createdAt.count >= 11,
      createdAt[createdAt.index(createdAt.startIndex, offsetBy: 10)] == "T"
    {
      let digits = createdAt.prefix(10).split(separator: "-").compactMap { Int($0) }
      if digits.count == 3, (1...12).contains(digits[1]), (1...31).contains(digits[2]) {
        (year, month, day) = (digits[0], digits[1], digits[2])
        return
      }
    }
    guard let date = Self.parse(createdAt) else { return nil }
    let parts = Self.calendar.dateComponents([.year, .month, .day], from: date)
    guard let year = parts.year, let month = parts.month, let day = parts.day else { return nil }
    (self.year, self.month, self.day) = (year, month, day)
  }

  /// The day line between `before` and `after`, two neighbouring comments of a thread: the
  /// day of `after` when it is another day than `before`'s. None at the thread's ends (a
  /// missing neighbour), nor next to a comment without a time.
  public static func separator(before: IssueComment?, after: IssueComment?) -> CommentDay? {
    guard let before, let after, let first = CommentDay(createdAt: before.createdAt),
      let second = CommentDay(createdAt: after.createdAt), first != second
    else { return nil }
    return second
  }

  /// "Tue 3 Mar 2026": the weekday, day, month and year, in English whatever the locale.
  public var title: String {
    let components = DateComponents(year: year, month: month, day: day)
    let weekday = Self.calendar.date(from: components).map {
      Self.calendar.component(.weekday, from: $0)
    }
    let name = weekday.map { Self.weekdays[($0 - 1) % 7] } ?? "?"
    return "\(name) \(day) \(Self.months[(month - 1) % 12]) \(year)"
  }

  /// The day line a thread shows: "── Tue 3 Mar 2026 ──".
  public var line: String { "── \(title) ──" }

  /// "2026-03-03".
  public var description: String {
    "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
  }

  /// Earlier days first.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
  private static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  private static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current
    return calendar
  }()

  private static func parse(_ text: String) -> Date? {
    let plain = ISO8601DateFormatter()
    if let date = plain.date(from: text) { return date }
    let fractional = ISO8601DateFormatter()
    fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return fractional.date(from: text)
  }
}
