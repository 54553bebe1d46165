/// Formats Unix timestamps as GitHub-style ISO 8601 UTC strings (`2024-01-02T03:04:05Z`).
///
/// Implemented with integer calendar arithmetic so it is fast, thread-safe and locale-free.
enum ISO8601 {
  /// Returns `seconds` since 1970-01-01T00:00:00Z formatted as `YYYY-MM-DDTHH:MM:SSZ`.
  static func format(epochSeconds seconds: Int64) -> String {
    let days = floorDivide(seconds, 86_400)
    let secondsOfDay = seconds - days * 86_400
    let (year, month, day) = civilDate(daysSinceEpoch: days)
    let hour = secondsOfDay / 3_600
    let minute = (secondsOfDay % 3_600) / 60
    let second = secondsOfDay % 60
    return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T"
      + "\(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2))Z"
  }

  /// Converts days since 1970-01-01 into a proleptic Gregorian (year, month, day).
  ///
  /// Howard Hinnant's `civil_from_days` algorithm.
  static func civilDate(daysSinceEpoch: Int64) -> (year: Int64, month: Int64, day: Int64) {
    let shifted = daysSinceEpoch + 719_468
    let era = floorDivide(shifted, 146_097)
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }

  private static func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
    value >= 0 ? value / divisor : (value - divisor + 1) / divisor
  }

  private static func pad(_ value: Int64, _ width: Int) -> String {
    let digits = String(value)
    return digits.count >= width
      ? digits : String(repeating: "0", count: width - digits.count) + digits
  }
}
