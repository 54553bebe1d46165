public import RefreshKit
extension Page: ModelType {
  /// The seed's name for ``next``.
  public var nextPage: Cursor? {
    get { next }
    set { next = newValue }
  }

  /// The items grow page by page.
  public var pageablePropertyPath: WritableKeyPath<Page, [Item]>? { \.items }
}

extension PageRequest: TargetType {
  /// Moves to `cursor` (the seed's engine computes it from the previous page).
  public mutating func update(
    with action: RefreshAction, cursor: Cursor?, targetInfo: (any Sendable)?
  ) {
    self.cursor = cursor
  }
}

extension PageRequest {
  /// The seed engine's description of this load, for a seed-style ``NetworkManagerType``
  /// that serves a ``Pager``: the same generation, direction, cursor and attempt.
  ///
  /// ```swift
  /// let load = PageRequest(query: "swift", direction: .append, cursor: 2, generation: 1).loadRequest
  /// #expect(load.direction == .loadingMore && load.cursor == 2)
  /// ```
  public var loadRequest: LoadRequest<PageRequest> {
    LoadRequest(
      target: self, generation: UInt64(max(0, generation)),
      direction: direction == .refresh ? .pullToRefresh : .loadingMore, cursor: cursor,
      attempt: attempt, sequence: 0)
  }
}
