/// When a pull-to-refresh control begins and ends spinning: only with the refresh itself.
///
/// The control starts spinning by itself when the user pulls; after that it follows
/// ``LoadStates/refresh`` alone. A load-more that ends (or is cancelled by the pull) never
/// stops it, and a refresh started in code starts it, unless the empty list's placeholder
/// already shows the load.
///
/// ```swift
/// var indicator = RefreshIndicator()
/// indicator.userDidPull()                                       // UIKit spins already
/// indicator.refreshDidChange(isLoading: true)                   // nil: keeps spinning
/// if indicator.refreshDidChange(isLoading: false) == .end { control.endRefreshing() }
/// ```
package struct RefreshIndicator: Hashable, Sendable {
  /// What the control must do.
  package enum Action: Hashable, Sendable {
    /// Call `beginRefreshing()`.
    case begin
    /// Call `endRefreshing()`.
    case end
  }

  /// Whether the control spins now, as far as this indicator told it.
  package private(set) var isSpinning = false

  /// Creates an indicator at rest.
  package init() {}

  /// The user pulled: the control spins by itself.
  package mutating func userDidPull() {
    isSpinning = true
  }

  /// The refresh state is now `isLoading`; returns what the control must do, if anything.
  ///
  /// When the list is empty and its placeholder already shows the first page loading
  /// (`placeholderShowsLoading`), a refresh started in code does not begin the control too.
  package mutating func refreshDidChange(isLoading: Bool, placeholderShowsLoading: Bool = false)
    -> Action?
  {
    let spins = isLoading && (isSpinning || !placeholderShowsLoading)
    guard spins != isSpinning else { return nil }
    isSpinning = spins
    return spins ? .begin : .end
  }
}
