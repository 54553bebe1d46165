/// The network manager a ``Pager`` runs its engine with: one loading closure.
struct PageLoader<Query: Hashable & Sendable, Cursor: Hashable & Sendable, Item: Sendable>:
  NetworkManagerType
{
  typealias Load =
    @Sendable (LoadRequest<PageRequest<Query, Cursor>>) async throws -> Page<
      Item, Cursor
    >
  let load: Load

  func request(target: PageRequest<Query, Cursor>) async throws -> Page<Item, Cursor> {
    try await load(
      LoadRequest(
        target: target, generation: 0, direction: .pullToRefresh, cursor: target.cursor,
        attempt: 1, sequence: 0))
  }

  func request(_ load: LoadRequest<PageRequest<Query, Cursor>>) async throws -> Page<
    Item, Cursor
  > {
    try await self.load(load)
  }
}

/// The data source the engine requires; a pager keeps its items itself, so this holds nothing.
@MainActor
final class PagerDataSource<Item: Sendable, Cursor: Hashable & Sendable>: DataSourceType {
  /// Always `nil`: the pager keeps its items itself (see `PagerOperator.commit`).
  var model: Page<Item, Cursor>? {
    get { nil }
    set {}
  }
  var targetInfo: (any Sendable)?
}
