public import Observation
public import RefreshKit
public import YLStateMachine

/// One refreshable list: its machine, its prefetching and what its header and footer show.
///
/// The seed's `Refreshable` + `AutoRefreshable`, without UIKit: adapters call
/// ``refresh()``, ``visibleRangeDidChange(lastVisibleIndex:)`` and ``retry()``, and draw
/// ``presentation``. It is `@MainActor` and `@Observable`.
///
/// ```swift
/// let list = RefreshController(operator: op, prefetchDistance: 10)
/// list.refresh()
/// list.visibleRangeDidChange(lastVisibleIndex: 25)   // near the end: loads more
/// render(list.presentation)
/// ```
@MainActor
@Observable
public final class RefreshController<Operator: RefreshOperating> {
  /// The machine that runs this list's loads.
  public let machine: StateMachine<Operator>
  /// The words the header, footer and placeholders use.
  public var texts: RefreshTexts
  @ObservationIgnored private var prefetch: PrefetchTrigger
  @ObservationIgnored private var prefetchGeneration: UInt64 = 0

  /// Creates a controller for `machine`.
  public init(
    machine: StateMachine<Operator>, prefetchDistance: Int = 0, texts: RefreshTexts = RefreshTexts()
  ) {
    self.machine = machine
    self.texts = texts
    self.prefetch = PrefetchTrigger(prefetchDistance: prefetchDistance)
  }

  /// Creates a controller with a new machine for `operator`.
  ///
  /// ```swift
  /// let list = RefreshController(operator: feedOperator, prefetchDistance: 10)
  /// ```
  public convenience init(
    operator: Operator, prefetchDistance: Int = 0, texts: RefreshTexts = RefreshTexts()
  ) {
    self.init(
      machine: StateMachine(operator: `operator`), prefetchDistance: prefetchDistance, texts: texts)
  }

  /// The operator doing the loads.
  public var `operator`: Operator { machine.operator }

  /// The engine's state.
  public var state: RefreshState { machine.currentState }

  /// What to draw now.
  public var presentation: RefreshPresentation {
    RefreshPresentation(
      state: machine.currentState, itemCount: machine.operator.itemCount,
      lastFailure: machine.operator.lastFailure, canLoadMore: machine.operator.canLoadMore,
      texts: texts)
  }

  /// Whether scrolling may start a load-more: there is a next page, and the last
  /// load-more did not fail (a failed one waits for ``retry()``).
  public var canAutoLoadMore: Bool {
    guard machine.operator.canLoadMore else { return false }
    return !(machine.currentState.isError && machine.operator.lastFailure?.action == .loadingMore)
  }

  /// Starts a pull-to-refresh (or the first load).
  public func refresh(completion: (@MainActor () -> Void)? = nil) {
    machine.trigger(.pullToRefresh, completion: completion)
  }

  /// Reports the last visible row; starts a load-more when it is within the prefetch distance.
  ///
  /// Returns whether a load-more was triggered.
  @discardableResult
  public func visibleRangeDidChange(lastVisibleIndex: Int) -> Bool {
    if machine.operator.generation != prefetchGeneration {
      prefetchGeneration = machine.operator.generation
      prefetch.reset()
    }
    guard canAutoLoadMore else { return false }
    guard
      prefetch.visibleRangeDidChange(
        lastVisibleIndex: lastVisibleIndex, itemCount: machine.operator.itemCount)
    else { return false }
    machine.trigger(.loadingMore)
    return true
  }

  /// Repeats what failed and returns the action it triggered.
  ///
  /// After a failed load-more that can be repeated, it loads the same page again. Otherwise
  /// it refreshes: after a failed refresh, with nothing failed, and after a ``PagingError``
  /// (paging ended, so there is no page to repeat: the list starts over from page one).
  ///
  /// ```swift
  /// footer.onRetry = { list.retry() }   // .loadingMore, or .pullToRefresh after a PagingError
  /// ```
  @discardableResult
  public func retry(completion: (@MainActor () -> Void)? = nil) -> RefreshAction {
    let action = machine.operator.retryAction
    machine.trigger(action, completion: completion)
    return action
  }
}
