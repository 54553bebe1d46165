/// Fuzzes the terminal `KeyDecoder`.
///
/// Property: every byte is consumed exactly once, however the input is split across reads:
/// feeding the bytes in chunks (a split derived from the input itself), taking keys after
/// each chunk, gives the same keys as feeding them all at once.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = fuzzBytes(data, size)
  var whole = KeyDecoder()
  whole.feed(bytes)
  let expected = whole.keys()
  for seed in [UInt64(0x9E37_79B9_7F4A_7C15), checksum(bytes)] {
    let chunked = keysFeeding(bytes, inChunksFrom: seed)
    if chunked != expected {
      violated("bytes \(bytes) split by seed \(seed) gave \(chunked), whole gave \(expected)")
    }
  }
  var single = KeyDecoder()
  var oneByOne: [Key] = []
  for byte in bytes {
    single.feed([byte])
    while let key = single.next() { oneByOne.append(key) }
  }
  oneByOne += single.keys()
  if oneByOne != expected {
    violated("bytes \(bytes) fed one by one gave \(oneByOne), whole gave \(expected)")
  }
  return 0
}

/// Feeds `bytes` in chunks of 1…8 bytes chosen by a SplitMix64 stream seeded with `seed`.
private func keysFeeding(_ bytes: [UInt8], inChunksFrom seed: UInt64) -> [Key] {
  var state = seed
  var decoder = KeyDecoder()
  var keys: [Key] = []
  var start = 0
  while start < bytes.count {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = (state ^ (state >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    let length = Int((mixed ^ (mixed >> 31)) % 8) + 1
    let end = min(bytes.count, start + length)
    decoder.feed(Array(bytes[start..<end]))
    while let key = decoder.next() { keys.append(key) }
    start = end
  }
  return keys + decoder.keys()
}

private func checksum(_ bytes: [UInt8]) -> UInt64 {
  bytes.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
}
