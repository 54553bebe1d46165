/// A numeric qualifier value such as `>100`, `>=10`, `<5`, `<=5`, `10..50`, `10..*`, `*..50`
/// or `42`, as in GitHub's `stars:` and `forks:` qualifiers.
struct NumericRange: Sendable, Equatable {
  /// The smallest matching value, inclusive.
  var lowerBound: Int
  /// The largest matching value, inclusive.
  var upperBound: Int

  /// Returns whether `value` lies in the range.
  func contains(_ value: Int) -> Bool {
    lowerBound <= value && value <= upperBound
  }

  /// Parses a qualifier value; returns nil when it is not a number or range.
  init?(qualifier text: String) {
    if text.hasPrefix(">=") {
      guard let value = Int(text.dropFirst(2)) else { return nil }
      (lowerBound, upperBound) = (value, .max)
    } else if text.hasPrefix("<=") {
      guard let value = Int(text.dropFirst(2)) else { return nil }
      (lowerBound, upperBound) = (.min, value)
    } else if text.hasPrefix(">") {
      guard let value = Int(text.dropFirst()), value < .max else { return nil }
      (lowerBound, upperBound) = (value + 1, .max)
    } else if text.hasPrefix("<") {
      guard let value = Int(text.dropFirst()), value > .min else { return nil }
      (lowerBound, upperBound) = (.min, value - 1)
    } else if let separator = text.range(of: "..") {
      let low = text[..<separator.lowerBound]
      let high = text[separator.upperBound...]
      guard let lower = low == "*" ? Int.min : Int(low),
        let upper = high == "*" ? Int.max : Int(high)
      else { return nil }
      (lowerBound, upperBound) = (lower, upper)
    } else {
      guard let value = Int(text) else { return nil }
      (lowerBound, upperBound) = (value, value)
    }
  }
}
