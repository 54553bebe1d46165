import RefreshKit
/// What a refresh operator's policy looks at to decide whether an action may start.
///
/// ``RefreshOperator/allows(_:in:)`` reads it; the operator's state diagram enumerates
/// every situation a stable state can be in and asks the same policy, so a subclass that
/// changes the policy draws its own diagram.
///
/// ```swift
/// let situation = RefreshSituation(
///   phase: .paginated, hasLoaded: true, hasNextPage: true, isRefreshable: true)
/// RefreshOperator<FeedViewModel, FeedClient>.allows(.loadingMore, in: situation)  // true
/// ```
public struct RefreshSituation: Hashable, Sendable {
  /// The machine's phase.
  public var phase: RefreshState.Phase
  /// Whether a refresh has succeeded.
  public var hasLoaded: Bool
  /// Whether there is a next page to load.
  public var hasNextPage: Bool
  /// Whether the target offers pull-to-refresh.
  public var isRefreshable: Bool

  /// Describes a situation.
  public init(phase: RefreshState.Phase, hasLoaded: Bool, hasNextPage: Bool, isRefreshable: Bool) {
    self.phase = phase
    self.hasLoaded = hasLoaded
    self.hasNextPage = hasNextPage
    self.isRefreshable = isRefreshable
  }

  /// Every situation a stable `phase` can be in for a refreshable target.
  static func possible(in phase: RefreshState.Phase) -> [RefreshSituation] {
    let loaded: [(Bool, Bool)] =
      switch phase {
      case .initial: [(false, false)]
      case .paginated: [(true, true)]
      case .populated: [(true, false)]
      case .error: [(false, false), (true, true), (true, false)]
      case .refreshing, .paging: []
      }
    return loaded.map {
      RefreshSituation(phase: phase, hasLoaded: $0.0, hasNextPage: $0.1, isRefreshable: true)
    }
  }
}
