public import Observation
import RefreshKit

/// Several data sources on one screen (tabs, segments), each paging on its own.
///
/// Every source has its own machine, page, loading flag, end-of-data flag and "no more"
/// text; switching the current source never mixes or loses state, and a load that
/// finishes for a source that is not current lands in that source only.
///
/// ```swift
/// let tabs = RefreshSources(
///   .init(key: "all", operator: allOrders, noMoreTitle: "No more orders"),
///   [.init(key: "unpaid", operator: unpaidOrders, noMoreTitle: "No more unpaid orders")])
/// tabs.current.refresh()
/// try tabs.select("unpaid")
/// ```
@MainActor
@Observable
public final class RefreshSources<Key: Hashable & Sendable, Operator: RefreshOperating> {
  /// One source to register.
  public struct Source {
    /// The key that names the source.
    public var key: Key
    /// The operator that loads it.
    public var `operator`: Operator
    /// The footer's end-of-data text for this source.
    public var noMoreTitle: String
    /// How close to the end scrolling starts a load-more.
    public var prefetchDistance: Int

    /// Describes a source; `noMoreTitle` defaults to ``RefreshTexts``' English one.
    public init(
      key: Key, operator: Operator, noMoreTitle: String = "No more data",
      prefetchDistance: Int = 0
    ) {
      self.key = key
      self.operator = `operator`
      self.noMoreTitle = noMoreTitle
      self.prefetchDistance = prefetchDistance
    }
  }

  /// Thrown by ``select(_:)`` for a key that names no source.
  public struct UnknownSourceError: Error, Hashable, Sendable {
    /// The key that was asked for.
    public var key: Key

    /// Creates the error for `key`.
    public init(key: Key) { self.key = key }
  }

  /// The keys, in registration order.
  public let keys: [Key]
  /// The key of the source on screen.
  public private(set) var currentKey: Key
  private let controllers: [Key: RefreshController<Operator>]
  private let firstController: RefreshController<Operator>

  /// Registers `first` (current at start) and `others`; a repeated key keeps its first source.
  public init(_ first: Source, _ others: [Source] = []) {
    var keys: [Key] = []
    var controllers: [Key: RefreshController<Operator>] = [:]
    for source in [first] + others where controllers[source.key] == nil {
      keys.append(source.key)
      controllers[source.key] = RefreshController(
        operator: source.operator, prefetchDistance: source.prefetchDistance,
        texts: RefreshTexts(noMoreData: source.noMoreTitle))
    }
    self.keys = keys
    self.controllers = controllers
    self.currentKey = first.key
    self.firstController =
      controllers[first.key] ?? RefreshController(operator: first.operator)
  }

  /// The current source (the seed's `refreshStatus[currentIndex]`).
  public var current: RefreshController<Operator> { controllers[currentKey] ?? firstController }

  /// The source named `key`.
  public subscript(key: Key) -> RefreshController<Operator>? { controllers[key] }

  /// Makes `key` the current source; its state is exactly as it was left.
  public func select(_ key: Key) throws(UnknownSourceError) {
    guard controllers[key] != nil else { throw UnknownSourceError(key: key) }
    currentKey = key
  }

  /// Every source's status, by key.
  public var refreshStatus: [Key: RefreshStatus] {
    controllers.mapValues { controller in
      RefreshStatus(
        page: max(1, controller.operator.pagesLoaded),
        isLoading: controller.machine.runningAction != nil,
        noMoreData: controller.operator.reachedEnd, noMoreTitle: controller.texts.noMoreData)
    }
  }

}
