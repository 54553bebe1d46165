// The stand-in of Apple's `os` signpost API (OSSignposter and the types it uses): only what
// RefreshKit's signposts use, declared with Apple's signatures and availability. Never run:
// bodies are placeholders. (`SignpostMetadata`, the interpolated-message overloads, is left
// out: RefreshKit's intervals carry no message.)

/// An identifier that disambiguates signposted intervals.
@available(iOS 12.0, macOS 10.14, tvOS 12.0, watchOS 5.0, *)
public struct OSSignpostID: Comparable, Hashable, Sendable {
  public let rawValue: UInt64

  /// A signpost ID from an arbitrary 64-bit value.
  public init(_ value: UInt64) { rawValue = value }

  /// The ID of intervals that never overlap.
  public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
  /// An invalid ID.
  public static let invalid = OSSignpostID(~0)
  /// The null ID.
  public static let null = OSSignpostID(0)

  public static func < (lhs: OSSignpostID, rhs: OSSignpostID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

/// An object that tracks the state of a signposted interval.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public final class OSSignpostIntervalState: Codable, @unchecked Sendable {
  /// Recreates interval state from the specified signpost ID.
  public static func beginState(id: OSSignpostID) -> OSSignpostIntervalState {
    OSSignpostIntervalState()
  }

  private init() {}
}

/// An object for measuring task performance using the unified logging system.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct OSSignposter: @unchecked Sendable {
  /// Creates a signposter with the specified subsystem and category.
  public init(subsystem: String, category: String) {}

  /// A signposter that emits nothing.
  public static let disabled = OSSignposter(subsystem: "", category: "")

  /// Whether the signposter emits signposts.
  public var isEnabled: Bool { false }

  /// Returns a new signpost ID, unique in the process.
  public func makeSignpostID() -> OSSignpostID { .null }

  /// Returns an identifier that the signposter derives from the specified object.
  public func makeSignpostID(from object: AnyObject) -> OSSignpostID { .null }

  /// Begins a signposted interval.
  public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive)
    -> OSSignpostIntervalState
  {
    .beginState(id: id)
  }

  /// Ends the signposted interval that corresponds to the specified name and state.
  public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {}

  /// Emits a signposted event.
  public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {}
}
