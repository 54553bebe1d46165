import Foundation

/// Parses RFC 9110's IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`), as `Retry-After` may use.
enum HTTPDate {
  private static let months = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
  ]

  /// The date, or `nil` when `text` is not an IMF-fixdate.
  static func parse(_ text: String) -> Date? {
    let parts = text.split(separator: " ").map { $0.trimmingCharacters(in: .punctuationCharacters) }
    guard parts.count == 6, parts[5].uppercased() == "GMT",
      let day = Int(parts[1]), let year = Int(parts[3]),
      let month = months.firstIndex(of: parts[2].lowercased())
    else { return nil }
    let clock = parts[4].split(separator: ":").compactMap { Int($0) }
    guard clock.count == 3 else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    guard let utc = TimeZone(secondsFromGMT: 0) else { return nil }
    calendar.timeZone = utc
    let components = DateComponents(
      year: year, month: month + 1, day: day, hour: clock[0], minute: clock[1], second: clock[2])
    guard components.isValidDate(in: calendar) else { return nil }
    return calendar.date(from: components)
  }
}
