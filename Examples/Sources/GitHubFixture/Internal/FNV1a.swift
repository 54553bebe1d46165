/// 64-bit FNV-1a hashing, used where a hash must be stable across processes.
///
/// Swift's `Hasher` is randomly seeded per process, so it cannot derive stable identifiers.
enum FNV1a {
  private static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325
  private static let prime: UInt64 = 0x0000_0100_0000_01B3

  /// Returns the FNV-1a hash of the UTF-8 bytes of `text`; with `hash`, of those bytes
  /// following the ones that hashed to it.
  static func hash(_ text: String, continuing hash: UInt64 = offsetBasis) -> UInt64 {
    var hash = hash
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash &*= prime
    }
    return hash
  }

  /// Returns the FNV-1a hash of `bytes`.
  static func hash(bytes: UnsafeRawBufferPointer) -> UInt64 {
    var hash = offsetBasis
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= prime
    }
    return hash
  }
}
