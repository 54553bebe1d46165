/// Substring search over pre-lowercased UTF-8 bytes.
///
/// UTF-8 is self-synchronizing, so a byte-level match of a valid UTF-8 needle is always a match
/// of whole characters. This is much faster than `String.contains` for thousands of records.
enum ByteSearch {
  /// Returns whether `needle` occurs in `haystack` (an empty needle always matches).
  static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard let first = needle.first else { return true }
    let lastStart = haystack.count - needle.count
    guard lastStart >= 0 else { return false }
    return haystack.withUnsafeBufferPointer { hay in
      needle.withUnsafeBufferPointer { pin in
        var start = 0
        while start <= lastStart {
          if hay[start] == first {
            var offset = 1
            while offset < pin.count, hay[start + offset] == pin[offset] {
              offset += 1
            }
            if offset == pin.count { return true }
          }
          start += 1
        }
        return false
      }
    }
  }
}
