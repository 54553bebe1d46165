/// Drives a list view from a ``Pager``: every decision a table or collection view adapter
/// needs, with the drawing left to a ``PagerListHost``.
///
/// - Rows: every change of the pager's items, whoever caused it (a pull, a new query, an edit,
///   a page), reaches the host once, as a ``ListUpdate`` that animates or reloads.
/// - Refresh control: spins with ``LoadStates/refresh`` only.
/// - Footer and placeholder: from ``Pager/presentation``, sent only when they change.
/// - Prefetch: from the rows about to appear (``rowsWillAppear(at:)``), never from scroll
///   offsets; a short first page fills the screen by itself.
///
/// ```swift
/// let binding = PagerListBinding(pager: pager, host: self)
/// binding.start()                              // shows what the pager has, loads if needed
/// // UIRefreshControl's .valueChanged:
/// binding.refreshControlDidPull()
/// // the data source's cell provider and prefetchRowsAt:
/// binding.rowsWillAppear(at: [indexPath.row])
/// // the footer's and the placeholder's retry buttons:
/// binding.retryTapped()
/// ```
///
/// Isolation: main actor. It holds the pager strongly and the host weakly; ``stop()`` (or
/// releasing the binding) stops the host's updates.
@MainActor
public final class PagerListBinding<
  Query: Hashable & Sendable, Cursor: Hashable & Sendable,
  Item: Identifiable & Equatable & Sendable
> where Item.ID: Sendable {
  /// The pager this binding shows.
  public let pager: Pager<Query, Cursor, Item>
  private weak var host: (any PagerListHost<Item.ID>)?
  private var planner: ListUpdatePlanner
  private var indicator = RefreshIndicator()
  private var shownFooter: RefreshPresentation.Footer?
  private var shownPlaceholder: RefreshPresentation.Placeholder?
  private var observations:
    (Pager<Query, Cursor, Item>.ChangeObservation, Pager<Query, Cursor, Item>.ChangeObservation)?

  /// Creates a binding that shows `pager` in `host`; changes larger than `animationLimit`
  /// rows reload instead of animating.
  public init(
    pager: Pager<Query, Cursor, Item>, host: any PagerListHost<Item.ID>, animationLimit: Int = 300
  ) {
    self.pager = pager
    self.host = host
    self.planner = ListUpdatePlanner(animationLimit: animationLimit)
  }

  /// Whether the screen offers pull-to-refresh (``Pager/isRefreshable``).
  public var showsRefreshControl: Bool { pager.isRefreshable }

  /// Starts showing the pager: the rows it has now, its footer and placeholder, then the
  /// first load when nothing is loaded or loading. Calling it again does nothing; after
  /// ``stop()`` it shows everything again.
  public func start() {
    guard observations == nil else { return }
    let changes = pager.observeChanges { [weak self] change in self?.itemsDidChange(change) }
    let states = pager.observeLoadStates { [weak self] _ in self?.loadStatesDidChange() }
    observations = (changes, states)
    shownFooter = nil
    shownPlaceholder = nil
    host?.apply(planner.reload(pager.items.ids))
    loadStatesDidChange()
    pager.startIfNeeded()
  }

  /// Stops showing the pager; the pager and its loads go on.
  public func stop() {
    guard let observations else { return }
    pager.stopObserving(observations.0)
    pager.stopObserving(observations.1)
    self.observations = nil
  }

  /// The user pulled the refresh control: refreshes (joining a refresh in flight, cancelling a
  /// load-more), and keeps the control spinning until the refresh settles.
  public func refreshControlDidPull() {
    guard showsRefreshControl else {
      host?.setRefreshControlSpinning(false)
      return
    }
    indicator.userDidPull()
    pager.requestRefresh()
    loadStatesDidChange()
  }

  /// Rows at `indices` are about to appear (a cell was requested, or prefetched): loads the
  /// next page when the furthest is within the pager's prefetch distance of the end.
  public func rowsWillAppear(at indices: some Sequence<Int>) {
    guard let last = indices.max() else { return }
    pager.itemDidAppear(at: last)
  }

  /// The footer's or the placeholder's retry button was tapped: repeats what failed (the same
  /// page, or the first page when the refresh failed).
  public func retryTapped() {
    pager.requestRetry()
  }

  private func itemsDidChange(_ change: ListChange<Item.ID>) {
    host?.apply(planner.plan(change, ids: pager.items.ids))
    show(pager.presentation)
  }

  private func loadStatesDidChange() {
    let presentation = pager.presentation
    if let action = indicator.refreshDidChange(
      isLoading: pager.loadStates.refresh.isLoading,
      placeholderShowsLoading: presentation.placeholder == .loading)
    {
      host?.setRefreshControlSpinning(action == .begin)
    }
    show(presentation)
  }

  private func show(_ presentation: RefreshPresentation) {
    if presentation.footer != shownFooter {
      shownFooter = presentation.footer
      host?.showFooter(presentation.footer)
    }
    if presentation.placeholder != shownPlaceholder {
      shownPlaceholder = presentation.placeholder
      host?.showPlaceholder(presentation.placeholder)
    }
  }
}
