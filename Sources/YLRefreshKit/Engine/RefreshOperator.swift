import RefreshKit
public import YLStateMachine

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
/// let list = RefreshController(operator: FeedOperator(
///   dataSource: viewModel, networkManager: FeedClient(), target: .feed(page: 1)))
/// ```
///
/// Fixes over the seed: a failed load keeps the cursor (the retry asks for the same page
/// with the next attempt number); a response that arrives after a refresh started is
/// discarded; load-more with nothing to load sends nothing; a server that repeats a
/// cursor, or sends too many empty pages in a row, ends paging with ``PagingError``;
/// a refresh for a new target preempts the old target's load; no force unwraps, no `unowned`.
///
/// The operator owns its data source, as the seed's did, so a view model created inline
/// (`RefreshOperator(dataSource: SecondViewModel(), …)`) lives as long as its screen. A view
/// model that owns its own controller passes `ownership: .weak` instead; if it is released
/// before a load starts, the load fails with ``RefreshOperatorError/dataSourceReleased``.
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

  /// Holds the loaded model: owned by the operator, or held weakly (see ``ownership``).
  ///
  /// A weakly held data source that is gone fails the next load with
  /// ``RefreshOperatorError/dataSourceReleased``; a load in flight when it goes settles as
  /// ``LoadDisposition/cancelled``.
  public var dataSource: DataSource? {
    get { ownership == .owned ? ownedDataSource : weakDataSource }
    set {
      if ownership == .owned { ownedDataSource = newValue } else { weakDataSource = newValue }
    }
  }
  /// How the operator holds ``dataSource``.
  public let ownership: DataSourceOwnership
  private var ownedDataSource: DataSource?
  private weak var weakDataSource: DataSource?
  /// Performs the loads.
  public let networkManager: NetworkManager
  /// The target as of the last successful load. Set it (say, a new query) and refresh: the
  /// refresh preempts a load still running for the old target, whose late page is discarded.
  public var target: Target
  /// The paging bookkeeping: generation, next cursor, attempts, end of data.
  package internal(set) var ledger = PagingLedger<Cursor>()
  /// The last failure, until a load succeeds.
  public internal(set) var lastFailure: RefreshFailure?
  /// The target the running transition loads from (``target`` when it started).
  public internal(set) var runningTarget: Target?

  /// Creates an operator that owns `dataSource` (or holds it weakly, for a view model that
  /// owns its own controller); nothing loads until its machine is triggered.
  ///
  /// ```swift
  /// let op = RefreshOperator(dataSource: FeedViewModel(), networkManager: client, target: .feed)
  /// ```
  public init(
    dataSource: DataSource, networkManager: NetworkManager, target: Target,
    ownership: DataSourceOwnership = .owned
  ) {
    self.ownership = ownership
    if ownership == .owned { ownedDataSource = dataSource } else { weakDataSource = dataSource }
    self.networkManager = networkManager
    self.target = target
  }

  /// How many empty pages in a row, each with a new next cursor, paging follows before it
  /// ends with ``PagingError/tooManyEmptyPages(_:)``.
  public var maxConsecutiveEmptyPages: Int {
    get { ledger.maxConsecutiveEmptyPages }
    set { ledger.maxConsecutiveEmptyPages = newValue }
  }

  /// Notes the target the starting transition loads from; not overridable.
  public func willStart(_ action: RefreshAction) {
    runningTarget = target
  }

  /// Called when a transition starts. Does nothing unless overridden.
  open func startTransition(_ state: RefreshState) {}

  /// Called exactly once after every ``startTransition(_:)``: when the transition completes,
  /// is cancelled or preempted, or outlives its machine. Does nothing unless overridden.
  open func endTransition(_ state: RefreshState) {}

  /// Maps a load's failure to the state to enter; `.error(error)` unless overridden.
  open func errorHandling(_ error: any Error) -> RefreshState { .error(error) }

  /// Called once for every load when its outcome is known. Does nothing unless overridden.
  open func loadDidSettle(_ load: LoadRequest<Target>, disposition: LoadDisposition) {}

  /// Whether `action` may start now: the class policy ``allows(_:in:)`` applied to this
  /// operator's situation. Override ``allows(_:in:)`` so that the diagram shows the change.
  open func canStart(_ action: RefreshAction, from state: RefreshState) -> Bool {
    Self.allows(action, in: situation(in: state))
  }

  /// What a trigger does while a transition runs.
  ///
  /// A trigger after ``target`` changed is about another list: pull-to-refresh preempts the
  /// running load, load-more is rejected. Otherwise the class policy
  /// ``resolution(of:whileRunning:)`` decides.
  open func resolve(_ incoming: RefreshAction, whileRunning running: RefreshAction)
    -> TriggerResolution
  {
    if let runningTarget, runningTarget != target {
      return incoming == .pullToRefresh ? .preempt : .reject
    }
    return Self.resolution(of: incoming, whileRunning: running)
  }

  /// The class policy: whether `action` may start in `situation`.
  ///
  /// Pull-to-refresh needs a refreshable target (the first load is always allowed);
  /// load-more needs a next page. Override it to change the policy: ``stateDiagram`` draws it.
  open class func allows(_ action: RefreshAction, in situation: RefreshSituation) -> Bool {
    switch action {
    case .pullToRefresh: situation.isRefreshable || !situation.hasLoaded
    case .loadingMore: situation.hasLoaded && situation.hasNextPage
    }
  }

  /// The class policy for a trigger while another runs: the same action joins,
  /// pull-to-refresh preempts load-more, load-more during a refresh is rejected.
  /// Override it to change the policy: ``stateDiagram`` draws it.
  open class func resolution(of incoming: RefreshAction, whileRunning running: RefreshAction)
    -> TriggerResolution
  {
    if incoming == running { return .join }
    return incoming == .pullToRefresh ? .preempt : .reject
  }

  /// The operator's situation, as ``allows(_:in:)`` sees it.
  public func situation(in state: RefreshState) -> RefreshSituation {
    RefreshSituation(
      phase: state.phase, hasLoaded: ledger.hasLoaded, hasNextPage: ledger.canLoadMore,
      isRefreshable: target.isRefreshable)
  }

  /// Loads the page for `action` and returns the state reached.
  open func transition(with action: RefreshAction) async -> RefreshState {
    let base = runningTarget ?? target
    guard !Task.isCancelled else { return restingState }
    // Read what the load needs without keeping the data source alive across the await.
    guard let targetInfo = dataSource.map({ $0.targetInfo }) else {
      return dataSourceReleased(action)
    }
    guard let ticket = ledger.begin(action) else { return restingState }
    var requestTarget = base
    requestTarget.update(with: action, cursor: ticket.cursor, targetInfo: targetInfo)
    let load = LoadRequest(
      target: requestTarget, generation: ticket.generation, direction: ticket.direction,
      cursor: ticket.cursor, attempt: ticket.attempt, sequence: ticket.sequence)
    let result: Result<Model, NetworkManager.E>
    do {
      result = .success(try await networkManager.request(load))
    } catch {
      result = .failure(error)
    }
    if Task.isCancelled || dataSource == nil {
      ledger.abandon(ticket)
      loadDidSettle(load, disposition: .cancelled)
      return restingState
    }
    if target != base {
      ledger.abandon(ticket)
      loadDidSettle(load, disposition: .discardedStale)
      return restingState
    }
    switch result {
    case .success(let page): return apply(page, load: load, ticket: ticket)
    case .failure(let error): return record(error, load: load, ticket: ticket)
    }
  }

  /// Writes a successful page: replaces the model (a refresh) or appends the page to it in
  /// place (a load-more), and keeps the target it was loaded with. Override to store pages
  /// elsewhere (`Pager` does); call `super` to keep the data source's model up to date.
  ///
  /// Only a load whose base target is still ``target`` is committed: a load that ran while
  /// the target changed is discarded, so it never writes its old target back.
  open func commit(_ page: Model, replace: Bool, target committed: Target) {
    target = committed
    guard let dataSource else { return }
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
  public var itemCount: Int { dataSource?.model?.itemCount ?? 0 }
}
