import RefreshKit

/// One thing that can happen to a list: a trigger, an answer from the network, a cancel.
enum EngineEvent: Hashable, Sendable, CustomStringConvertible, CaseIterable {
  case refresh
  case loadMore
  /// The oldest pending request succeeds (out of order when a newer one is pending).
  case succeedOldest
  /// The newest pending request succeeds.
  case succeedNewest
  /// The newest pending request fails.
  case failNewest
  /// The oldest pending request fails.
  case failOldest
  /// `cancelTransition()` on the machine.
  case cancel

  var description: String {
    switch self {
    case .refresh: "refresh"
    case .loadMore: "loadMore"
    case .succeedOldest: "succeedOldest"
    case .succeedNewest: "succeedNewest"
    case .failNewest: "failNewest"
    case .failOldest: "failOldest"
    case .cancel: "cancel"
    }
  }
}
