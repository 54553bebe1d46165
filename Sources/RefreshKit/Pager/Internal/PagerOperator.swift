/// The engine's operator for a ``Pager``: the seed's ``RefreshOperator``, with pages handed
/// to the pager instead of a data source's model.
@MainActor
final class PagerOperator<
  Query: Hashable & Sendable, Cursor: Hashable & Sendable, Item: Identifiable & Sendable
>: RefreshOperator<PagerDataSource<Item, Cursor>, PageLoader<Query, Cursor, Item>>
where Item.ID: Sendable {
  typealias Request = PageRequest<Query, Cursor>

  /// Receives each applied page: the page, whether it replaces the list, and its cursor.
  var onCommit: (@MainActor (Page<Item, Cursor>, Bool, Cursor?) -> Void)?
  /// Receives each settled load.
  var onSettle: (@MainActor (LoadRequest<Request>, LoadDisposition) -> Void)?
  private let source: PagerDataSource<Item, Cursor>

  init(query: Query, loader: PageLoader<Query, Cursor, Item>) {
    let source = PagerDataSource<Item, Cursor>()
    self.source = source
    super.init(
      dataSource: source, networkManager: loader, target: Request(query: query, cursor: nil))
  }

  override func commit(_ page: Page<Item, Cursor>, replace: Bool, target committed: Request) {
    target = committed
    onCommit?(page, replace, committed.cursor)
  }

  override func loadDidSettle(_ load: LoadRequest<Request>, disposition: LoadDisposition) {
    onSettle?(load, disposition)
  }
}
