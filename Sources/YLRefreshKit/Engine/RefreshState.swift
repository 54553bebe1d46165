import RefreshKit
public import YLStateMachine

/// Where a refreshable list is: the seed's six states.
///
/// `refreshing` and `paging` are transitional (a request is in flight); the rest are stable.
/// `error` carries the failure; the items already loaded stay in the data source.
///
/// ```swift
/// switch machine.currentState {
/// case .paginated: footer.show(.idle)
/// case .populated: footer.show(.noMoreData)
/// case .error(let error): status.text = "\(error)"
/// default: break
/// }
/// ```
public enum RefreshState: StateType, CustomStringConvertible {
  /// Nothing has been loaded yet.
  case initial
  /// A pull-to-refresh (or the first load) is in flight.
  case refreshing
  /// Content is loaded and more pages exist.
  case paginated
  /// A load-more is in flight.
  case paging
  /// Content is loaded and there are no more pages.
  case populated
  /// The last load failed; loaded items are kept.
  case error(any Error)

  /// The state without its payload, for comparisons and diagrams.
  public enum Phase: String, Hashable, Sendable, CaseIterable {
    /// ``RefreshState/initial``.
    case initial
    /// ``RefreshState/refreshing``.
    case refreshing
    /// ``RefreshState/paginated``.
    case paginated
    /// ``RefreshState/paging``.
    case paging
    /// ``RefreshState/populated``.
    case populated
    /// ``RefreshState/error(_:)``.
    case error
  }

  /// This state's phase.
  public var phase: Phase {
    switch self {
    case .initial: .initial
    case .refreshing: .refreshing
    case .paginated: .paginated
    case .paging: .paging
    case .populated: .populated
    case .error: .error
    }
  }

  /// Whether this is the `error` state.
  public var isError: Bool { phase == .error }

  /// The failure of an `error` state.
  public var error: (any Error)? {
    if case .error(let error) = self { return error }
    return nil
  }

  /// `refreshing` and `paging` are transitional, every other state is stable.
  public var stability: Stability {
    switch self {
    case .refreshing, .paging: .transitional
    default: .stable
    }
  }

  /// A new machine starts `initial`.
  public static var initialState: RefreshState { .initial }

  /// The phase name, with the error for `error`.
  public var description: String {
    if case .error(let error) = self { return "error(\(error))" }
    return phase.rawValue
  }
}
