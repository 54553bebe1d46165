import Foundation

/// Number formatting shared by the table, the Markdown and the SVG.
enum Format {
  /// `value` with `decimals` decimals and thousands separators left out.
  static func number(_ value: Double, decimals: Int) -> String {
    String(format: "%.\(decimals)f", value)
  }

  /// A figure with as many decimals as its size deserves.
  static func figure(_ value: Double) -> String {
    let magnitude = abs(value)
    if magnitude == 0 || magnitude >= 1000 { return number(value, decimals: 0) }
    if magnitude >= 10 { return number(value, decimals: 1) }
    if magnitude >= 0.1 { return number(value, decimals: 2) }
    return number(value, decimals: 4)
  }

  /// `text` padded with spaces to `width` characters.
  static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
  }

  /// Seconds in a `Duration`.
  static func seconds(_ duration: Duration) -> Double {
    duration / .seconds(1)
  }
}
