/// Drives a list view from a ``Pager``: every decision a table or collection view adapter
/// needs, with the drawing left to a ``PagerListHost``.
///
/// - Rows: every change of the pager's items and placeholders, whoever caused it (a pull, a
///   new query, an edit, a page, a trim), reaches the host once, as a ``PagerRowsUpdate`` that
///   animates or reloads. Row identifiers (``PagerRow``) are unique and stable; only rows
///   present before and after are reconfigured; an update never reaches a host while it
///   applies another one. Those are the three ways a diffable data source crashes.
/// - Place: when rows change above the row on screen (a prepend, a trim, a
///   ``RefreshPolicy/keepPosition`` refresh, a restoration), the update names the row to keep
///   and where it was (``PagerRowsUpdate/keep``); the host only moves its offset.
/// - Refresh control: spins with ``LoadStates/refresh`` only.
/// - Footer, prepend header and placeholder: from ``Pager/presentation`` and
///   ``LoadStates/prepend``, sent only when they change.
/// - Announcements: "20 more results loaded", "Couldn't load more. Retry is available",
///   "Showing cached results", and a first load that failed ("Could not load. …", with the
///   error's message) or found the device offline, in the words of ``Pager/texts``.
/// - Prefetch: from the rows about to appear (``rowsWillAppear(atPositions:)``), never from
///   scroll offsets; a short first page fills the screen by itself.
///
/// ```swift
/// let binding = PagerListBinding(pager: pager, host: self)
/// binding.start()                              // shows what the pager has, loads if needed
/// // UIRefreshControl's .valueChanged:
/// binding.refreshControlDidPull()
/// // the data source's cell provider and prefetchRowsAt:
/// binding.rowsWillAppear(atPositions: [indexPath.row])
/// // the footer's, the header's and the placeholder's retry buttons:
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
  package let pager: Pager<Query, Cursor, Item>
  private weak var host: (any PagerListHost<Item.ID>)?
  private var planner: PagerRowsPlanner<Item.ID>
  private var indicator = RefreshIndicator()
  private var announcer = Announcer()
  /// The update the host is applying, while it applies it.
  private var applying: PagerRowsUpdate<Item.ID>?
  private var shownFooter: RefreshPresentation.Footer?
  private var shownHeader: RefreshPresentation.PrependHeader?
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
    self.planner = PagerRowsPlanner(animationLimit: animationLimit)
  }

  /// A binding that decides everything but the rows: the refresh control, the footer, the
  /// prepend header, the placeholder and the announcements, for a screen that draws its rows
  /// another way (sections: `SectionedListBinding`). `shownCount` says how many of a change's
  /// inserted items the screen shows, for "20 more results loaded".
  package init(
    pager: Pager<Query, Cursor, Item>, host: any PagerListHost<Item.ID>,
    shownCount: @escaping @MainActor (ListChange<Item.ID>) -> Int
  ) {
    self.pager = pager
    self.host = host
    self.planner = PagerRowsPlanner(animationLimit: 0)
    self.shownCount = shownCount
  }

  /// How many of a change's inserted items the screen shows; `nil` when it draws every row
  /// through ``PagerListHost/applyRows(_:)``.
  private var shownCount: (@MainActor (ListChange<Item.ID>) -> Int)?

  /// Whether the screen offers pull-to-refresh (``Pager/isRefreshable``).
  package var showsRefreshControl: Bool { pager.isRefreshable }

  /// Starts showing the pager: the rows it has now, its footer and placeholder, then the
  /// first load when nothing is loaded or loading. Calling it again does nothing; after
  /// ``stop()`` it shows everything again.
  public func start() {
    guard observations == nil else { return }
    let changes = pager.observeChanges { [weak self] change in self?.itemsDidChange(change) }
    let states = pager.observeLoadStates { [weak self] _ in self?.loadStatesDidChange() }
    observations = (changes, states)
    shownFooter = nil
    shownHeader = nil
    shownPlaceholder = nil
    if shownCount == nil {
      planner.forgetShownRows()
      showRows()
    }
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

  /// Items at `indices` of ``Pager/items`` are about to appear (a host that draws no
  /// placeholders): loads the next page when the furthest is within the pager's prefetch
  /// distance of the end. Hosts report rows with ``rowsWillAppear(atPositions:)``.
  package func rowsWillAppear(at indices: some Sequence<Int>) {
    guard let last = indices.max() else { return }
    pager.itemDidAppear(at: last)
  }

  /// Rows at `positions` among all rows (``PagerRowsUpdate/rows``, placeholders included) are
  /// about to appear: loads the page before near the start, the page after near the end, or
  /// the pages of placeholders shown. Reported from inside ``PagerListHost/applyRows(_:)``,
  /// the rows that update inserted above its ``PagerRowsUpdate/keep`` row do not count: they
  /// are laid out at the offset the host is about to leave.
  ///
  /// ```swift
  /// binding.rowsWillAppear(atPositions: indexPaths.map(\.row))
  /// ```
  public func rowsWillAppear(atPositions positions: some Sequence<Int>) {
    let appearing = positions.lazy.filter(countsAsAppearing)
    guard let first = appearing.min(), let last = appearing.max() else { return }
    pager.positionDidAppear(first)
    if last != first { pager.positionDidAppear(last) }
  }

  /// The footer's, the header's or the placeholder's retry button was tapped: repeats what
  /// failed (the same page, or the first page when the refresh failed).
  public func retryTapped() {
    pager.requestRetry()
  }

  private func itemsDidChange(_ change: ListChange<Item.ID>) {
    if let shownCount {
      announcer.itemsInserted(shownCount(change))
    } else {
      let items = pager.items
      planner.itemsDidChange(change, newIndex: { items.index(id: $0) })
      announcer.itemsInserted(change.insertedIndices.count)
      showRows()
    }
    show(pager.presentation)
  }

  /// Sends the host the update from the rows it shows to the pager's; the changes made while
  /// the host applies one are sent, composed into one update, when it returns.
  private func showRows() {
    guard applying == nil else { return }
    while planner.hasUpdate {
      let update = planner.update(
        items: pager.items, placeholdersBefore: pager.placeholdersBefore,
        placeholdersAfter: pager.placeholdersAfter, onScreen: host?.firstVisibleRow,
        anchor: pager.anchor)
      applying = update
      host?.applyRows(update)
      applying = nil
    }
  }

  /// Whether the row at `position` counts as appearing. While the host applies an update
  /// that keeps a row in place, the rows that update inserted above the kept row do not: the
  /// host lays them out where the old rows were, before it moves its offset to keep the row,
  /// and then they are above the screen (a prepend would otherwise start the next one, and a
  /// user who stays still would load every page). O(log k) for the update's k insertions.
  private func countsAsAppearing(_ position: Int) -> Bool {
    guard let applying, let keep = applying.keep, position < keep.newIndex else { return true }
    return !applying.rows.change.insertedIndices.sortedContains(position)
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
    for announcement in announcer.announcements(
      for: pager.loadStates, staleSince: pager.staleSince,
      placeholder: presentation.placeholder, texts: pager.texts)
    {
      host?.announce(announcement)
    }
  }

  private func show(_ presentation: RefreshPresentation) {
    let header = RefreshPresentation.PrependHeader(
      loadStates: pager.loadStates, itemCount: pager.items.count)
    if header != shownHeader {
      shownHeader = header
      host?.showPrependHeader(header)
    }
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
