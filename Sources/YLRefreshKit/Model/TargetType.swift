/// The request a screen makes, usually an enum whose cases carry a page.
///
/// The seed's `TargetType`. RefreshKit never changes your target in place while a load
/// runs: it updates a copy for each request and keeps it only when the load succeeds,
/// so a failed load-more leaves the page where it was and a retry asks for it again.
///
/// ```swift
/// enum FeedTarget: TargetType {
///   case feed(page: Int)
///   mutating func update(with action: RefreshAction, targetInfo: (any Sendable)?) {
///     guard case .feed(let page) = self else { return }
///     self = .feed(page: action == .pullToRefresh ? 1 : page + 1)
///   }
/// }
/// ```
public protocol TargetType: Hashable, Sendable {
  /// The cursor type of the pages this target asks for; `Int` page numbers by default.
  associatedtype Cursor: Hashable & Sendable = Int
  /// Whether the screen offers pull-to-refresh. The first load always happens.
  var isRefreshable: Bool { get }
  /// The seed's update: prepare the request for `action`.
  ///
  /// The default forwards to the seed's literal spelling, ``update(with:targetInfo:)-(_,Any?)``,
  /// so a target written with `targetInfo: Any?` is called too.
  mutating func update(with action: RefreshAction, targetInfo: (any Sendable)?)
  /// The seed's update exactly as YLRefreshKit spelled it, with `targetInfo: Any?`.
  ///
  /// Implement either spelling; RefreshKit calls ``update(with:cursor:targetInfo:)``, whose
  /// default chain reaches this one. The default leaves the target unchanged.
  mutating func update(with action: RefreshAction, targetInfo: Any?)
  /// Prepares the request for `action` with the cursor to load (`nil` for a refresh).
  ///
  /// The default forwards to ``update(with:targetInfo:)``; cursor-based targets
  /// (tokens, `Link` URLs) implement this one.
  mutating func update(with action: RefreshAction, cursor: Cursor?, targetInfo: (any Sendable)?)
}

extension TargetType {
  /// Refreshable by default.
  public var isRefreshable: Bool { true }
  /// Forwards to the seed's `targetInfo: Any?` spelling by default.
  public mutating func update(with action: RefreshAction, targetInfo: (any Sendable)?) {
    let info: Any? = targetInfo.map { $0 as Any }
    update(with: action, targetInfo: info)
  }
  /// Leaves the target unchanged by default.
  public mutating func update(with action: RefreshAction, targetInfo: Any?) {}
  /// Forwards to the seed's ``update(with:targetInfo:)``.
  public mutating func update(
    with action: RefreshAction, cursor: Cursor?, targetInfo: (any Sendable)?
  ) {
    update(with: action, targetInfo: targetInfo)
  }
}
