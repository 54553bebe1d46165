import RefreshKit

/// The rows a list screen draws, whether they come from the ``RepositoryListModel/pager`` or,
/// with `--max-items`, from its ``RepositoryListModel/window`` (where rows not held are
/// placeholders).
extension RepositoryListModel {
  /// The rows to draw: every row loaded, or every position of the window.
  public var rowCount: Int { window?.pager.positionCount ?? pager.items.count }

  /// The repository at `row`, or `nil` for a placeholder row not held.
  public func repository(atRow row: Int) -> Repository? {
    if let window { return window.pager.item(atPosition: row) }
    return pager.items.indices.contains(row) ? pager.items[row] : nil
  }

  /// Reports that `row` is on screen: the pager prefetches, trims or jumps from it.
  public func rowDidAppear(_ row: Int) {
    if let window {
      window.pager.positionDidAppear(row)
    } else {
      pager.itemDidAppear(at: row)
    }
  }

  /// What the header, footer and placeholder show now.
  public var presentation: RefreshPresentation {
    window?.pager.presentation ?? pager.presentation
  }

  /// Whether the list holds every row it loaded (no window) and a first page has arrived.
  public var hasLoaded: Bool { window?.pager.hasLoaded ?? pager.hasLoaded }

  /// The load states of the list's pager.
  public var loadStates: LoadStates { window?.pager.loadStates ?? pager.loadStates }

  /// Shows `target` in the window: the target shown is refreshed (rows stay), another is
  /// loaded from its first page.
  func show(_ target: GitHubTarget, in pager: Pager<GitHubTarget, Int, Repository>) {
    let first = target.atPage(1)
    if first == pager.query, pager.hasLoaded {
      Task { await pager.refresh() }
      return
    }
    totals.keep(only: first)
    pager.query = first
  }
}
