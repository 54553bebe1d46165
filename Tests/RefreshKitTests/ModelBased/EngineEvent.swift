import RefreshKit

/// One thing that can happen to a list: a trigger, an answer from the network, a cancel.
enum EngineEvent: Hashable, Sendable, CustomStringConvertible, CaseIterable {
  case refresh
  case loadMore
  /// The oldest pending request succeeds (out of order when a newer one is pending).
  case succeedOldest
  /// The newest pending request succeeds.
  case succeedNewest
  /// The newest pending request succeeds with an empty page that points at a new cursor.
  case succeedNewestEmpty
  /// The newest pending request succeeds, naming the page it loaded as the next one.
  case succeedNewestRepeatingCursor
  /// The newest pending request succeeds with a page that repeats the list's last item.
  case succeedNewestShifted
  /// The newest pending request fails.
  case failNewest
  /// The oldest pending request fails.
  case failOldest
  /// `cancelTransition()` on the machine.
  case cancel

  /// What the scripted server answers a request with.
  enum PageShape: Hashable, Sendable {
    /// Three new items; the next page, until the last.
    case normal
    /// No items, but a new next cursor (a filtered-empty page of a token API).
    case empty
    /// Three new items, and the cursor just loaded named again as the next one.
    case repeatingCursor
    /// The list's last item again, then two new ones.
    case shifted
  }

  /// The shape of a successful answer, `nil` for events that are not successes.
  var shape: PageShape? {
    switch self {
    case .succeedOldest, .succeedNewest: .normal
    case .succeedNewestEmpty: .empty
    case .succeedNewestRepeatingCursor: .repeatingCursor
    case .succeedNewestShifted: .shifted
    case .refresh, .loadMore, .failNewest, .failOldest, .cancel: nil
    }
  }

  /// Whether the event answers the oldest pending request (otherwise the newest).
  var answersOldest: Bool { self == .succeedOldest || self == .failOldest }

  var description: String {
    switch self {
    case .refresh: "refresh"
    case .loadMore: "loadMore"
    case .succeedOldest: "succeedOldest"
    case .succeedNewest: "succeedNewest"
    case .succeedNewestEmpty: "succeedNewestEmpty"
    case .succeedNewestRepeatingCursor: "succeedNewestRepeatingCursor"
    case .succeedNewestShifted: "succeedNewestShifted"
    case .failNewest: "failNewest"
    case .failOldest: "failOldest"
    case .cancel: "cancel"
    }
  }
}
