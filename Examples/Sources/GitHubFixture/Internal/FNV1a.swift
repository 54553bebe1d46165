/// 64-bit FNV-1a hashing, used where a hash must be stable across processes.
///
/// Swift's `Hasher` is randomly seeded per process, so it cannot derive stable identifiers.
enum FNV1a {
  /// Returns the FNV-1a hash of the UTF-8 bytes of `text`.
  static func hash(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01B3
    }
    return hash
  }
}
