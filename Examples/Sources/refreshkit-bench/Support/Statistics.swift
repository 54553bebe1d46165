/// Small statistics over repeated measurements.
enum Statistics {
  /// The median of `values` (the mean of the middle two for an even count); 0 when empty.
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    if sorted.count % 2 == 1 { return sorted[middle] }
    return (sorted[middle - 1] + sorted[middle]) / 2
  }
}
