import NIOCore

/// An HTTP entity tag (RFC 9110 §8.8.3): an opaque validator, strong or weak (`W/"…"`).
///
/// The fixture's own tags are strong and derived from the response body bytes, so the same
/// body always gets the same tag, across requests and server restarts.
struct EntityTag: Hashable, Sendable {
  /// The bytes between the quotes.
  var opaqueTag: [UInt8]
  /// Whether the tag was written with the `W/` prefix.
  var isWeak: Bool

  /// A tag with the given opaque bytes.
  init(opaqueTag: [UInt8], isWeak: Bool = false) {
    self.opaqueTag = opaqueTag
    self.isWeak = isWeak
  }

  /// The strong tag of `body`: its 64-bit FNV-1a hash as 16 lowercase hex digits. With a
  /// `link` (the response's `Link` field), the hash goes on over `"\nLink: "` and the link,
  /// so that a page whose neighbours changed (a new last page) gets a new tag too.
  init(strongFor body: ByteBuffer, link: String? = nil) {
    var hash = body.withUnsafeReadableBytes { FNV1a.hash(bytes: $0) }
    if let link { hash = FNV1a.hash("\nLink: \(link)", continuing: hash) }
    let hex = String(hash, radix: 16)
    let padded = String(repeating: "0", count: max(0, 16 - hex.utf8.count)) + hex
    self.init(opaqueTag: Array(padded.utf8))
  }

  /// The tag as an `ETag` field value: `"…"`, or `W/"…"` when weak.
  var fieldValue: String {
    (isWeak ? "W/" : "") + "\"" + String(decoding: opaqueTag, as: UTF8.self) + "\""
  }

  /// RFC 9110's weak comparison, which `If-None-Match` uses: the opaque tags are equal,
  /// whether either tag is weak or not.
  func weaklyMatches(_ other: EntityTag) -> Bool {
    opaqueTag == other.opaqueTag
  }
}
