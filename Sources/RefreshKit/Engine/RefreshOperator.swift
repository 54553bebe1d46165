public import StateMachine

/// Connects a data source, a network manager and a target: the seed's `RefreshOperator`.
///
/// It loads a copy of `target` updated for each action, writes a refresh into
/// `dataSource.model`, appends each page through the model's `pageablePropertyPath`
/// (in place), and reports the state reached. Subclass it to hook in before and after
/// transitions or to map errors, as in the seed:
///
/// ```swift
/// final class FeedOperator: RefreshOperator<FeedViewModel, FeedClient> {
///   override func errorHandling(_ error: any Error) -> RefreshState {
///     log(error)
///     return super.errorHandling(error)
///   }
/// }
/// let machine = StateMachine(operator: FeedOperator(
///   dataSource: viewModel, networkManager: FeedClient(), target: .feed(page: 1)))
/// ```
///
/// Fixes over the seed: a failed load keeps the cursor (the retry asks for the same page
/// with the next attempt number); a response that arrives after a refresh started is
/// discarded; load-more with nothing to load sends nothing; a server that repeats a
/// cursor or sends an empty page that claims more ends paging with ``PagingError``;
/// no force unwraps, no `unowned`.
///
/// Isolation: `@MainActor`; only the `await` on the network manager runs elsewhere.
@MainActor
open class RefreshOperator<DataSource: DataSourceType, NetworkManager: NetworkManagerType>:
  OperatorType, StateDiagramDescribing
where DataSource.Model == NetworkManager.Model {
  /// The operator's actions.
  public typealias Action = RefreshAction
  /// The model a load produces.
  public typealias Model = NetworkManager.Model
  /// The target type loads are made with.
  public typealias Target = NetworkManager.Target
  /// The page cursor type.
  public typealias Cursor = Model.Cursor

  /// Holds the loaded model.
  public var dataSource: DataSource
  /// Performs the loads.
  public let networkManager: NetworkManager
  /// The target as of the last successful load. Set it (say, a new query) and refresh.
  public var target: Target
  /// The paging bookkeeping: generation, next cursor, attempts, end of data.
  public internal(set) var ledger = PagingLedger<Cursor>()
  /// The last failure, until a load succeeds.
  public internal(set) var lastFailure: RefreshFailure?

  /// Creates an operator; nothing loads until its machine is triggered.
  public init(dataSource: DataSource, networkManager: NetworkManager, target: Target) {
    self.dataSource = dataSource
    self.networkManager = networkManager
    self.target = target
  }

  /// Called when a transition starts. Does nothing unless overridden.
  open func startTransition(_ state: RefreshState) {}

  /// Called when a transition completes. Does nothing unless overridden.
  open func endTransition(_ state: RefreshState) {}

  /// Maps a load's failure to the state to enter; `.error(error)` unless overridden.
  open func errorHandling(_ error: any Error) -> RefreshState { .error(error) }

  /// Called once for every load when its outcome is known. Does nothing unless overridden.
  open func loadDidSettle(_ load: LoadRequest<Target>, disposition: LoadDisposition) {}

  /// Pull-to-refresh needs a refreshable target (the first load is always allowed);
  /// load-more needs a next page.
  open func canStart(_ action: RefreshAction, from state: RefreshState) -> Bool {
    switch action {
    case .pullToRefresh: target.isRefreshable || !ledger.hasLoaded
    case .loadingMore: ledger.canLoadMore
    }
  }

  /// The same action joins; pull-to-refresh preempts load-more; load-more during a refresh is rejected.
  open func resolve(_ incoming: RefreshAction, whileRunning running: RefreshAction)
    -> TriggerResolution
  {
    if incoming == running { return .join }
    return incoming == .pullToRefresh ? .preempt : .reject
  }

  /// Loads the page for `action` and returns the state reached.
  open func transition(with action: RefreshAction) async -> RefreshState {
    guard !Task.isCancelled, let ticket = ledger.begin(action) else { return restingState }
    var requestTarget = target
    requestTarget.update(with: action, cursor: ticket.cursor, targetInfo: dataSource.targetInfo)
    let load = LoadRequest(
      target: requestTarget, generation: ticket.generation, direction: ticket.direction,
      cursor: ticket.cursor, attempt: ticket.attempt, sequence: ticket.sequence)
    let result: Result<Model, NetworkManager.E>
    do {
      result = .success(try await networkManager.request(load))
    } catch {
      result = .failure(error)
    }
    if Task.isCancelled {
      ledger.abandon(ticket)
      loadDidSettle(load, disposition: .cancelled)
      return restingState
    }
    switch result {
    case .success(let page): return apply(page, load: load, ticket: ticket)
    case .failure(let error): return record(error, load: load, ticket: ticket)
    }
  }

  /// Writes a successful page: replaces the model (a refresh) or appends the page to it in
  /// place (a load-more), and keeps the target it was loaded with. Override to store pages
  /// elsewhere (``Pager`` does); call `super` to keep the data source's model up to date.
  open func commit(_ page: Model, replace: Bool, target committed: Target) {
    target = committed
    guard !replace, let path = page.pageablePropertyPath, dataSource.model != nil else {
      dataSource.model = page
      return
    }
    dataSource.model?[keyPath: path].append(contentsOf: page[keyPath: path])
    dataSource.model?.nextPage = page.nextPage
  }

  /// The stable state the ledger describes, for transitions that change nothing.
  public var restingState: RefreshState {
    guard ledger.hasLoaded else { return lastFailure.map { .error($0.error) } ?? .initial }
    return ledger.canLoadMore ? .paginated : .populated
  }

  /// The number of items the data source holds.
  public var itemCount: Int { dataSource.model?.itemCount ?? 0 }
}
