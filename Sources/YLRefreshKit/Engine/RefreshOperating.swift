import RefreshKit
public import YLStateMachine

/// What adapters need to know about a refresh operator, whatever its data source and network.
///
/// ``RefreshOperator`` and its subclasses conform; ``RefreshController`` and
/// ``RefreshSources`` work with any conforming operator.
///
/// ```swift
/// func footerText<Operator: RefreshOperating>(_ op: Operator) -> String {
///   op.canLoadMore ? "Pull up for more" : "That's all"
/// }
/// ```
@MainActor
public protocol RefreshOperating: OperatorType where Action == RefreshAction {
  /// The number of items loaded.
  var itemCount: Int { get }
  /// The last failure, until a load succeeds.
  var lastFailure: RefreshFailure? { get }
  /// Whether a load-more has a next page to load.
  var canLoadMore: Bool { get }
  /// Whether loading ended because the server has no more pages.
  var reachedEnd: Bool { get }
  /// Pages loaded since the last refresh (the seed's `page`).
  var pagesLoaded: Int { get }
  /// The refresh generation; it changes when a refresh starts.
  var generation: UInt64 { get }
  /// The data source the loads are written into, whatever its type (the seed's screens make
  /// it their table's or collection's data source); `nil` when the operator has none.
  var dataSourceObject: AnyObject? { get }
}

extension RefreshOperating {
  /// What a retry does now: the failed load-more again when there is still a page to load,
  /// otherwise a refresh (after a failed refresh, or when the server's paging broke).
  ///
  /// ```swift
  /// machine.trigger(machine.operator.retryAction)
  /// ```
  public var retryAction: RefreshAction {
    lastFailure?.action == .loadingMore && canLoadMore ? .loadingMore : .pullToRefresh
  }
}

extension RefreshOperator: RefreshOperating {
  /// Whether a load-more has a next page to load.
  public var canLoadMore: Bool { ledger.canLoadMore }
  /// Whether loading ended because the server has no more pages.
  public var reachedEnd: Bool { ledger.reachedEnd }
  /// Pages loaded since the last refresh.
  public var pagesLoaded: Int { ledger.pagesLoaded }
  /// The refresh generation.
  public var generation: UInt64 { ledger.generation }
  /// The data source, as an object.
  public var dataSourceObject: AnyObject? { dataSource }
}
