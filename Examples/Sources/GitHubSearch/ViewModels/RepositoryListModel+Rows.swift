import RefreshKit

/// The rows a list screen draws: every position of the ``RepositoryListModel/pager``, where
/// rows not held (with `--max-items`) are placeholders.
extension RepositoryListModel {
  /// The rows to draw: every position, placeholders included.
  public var rowCount: Int { pager.positionCount }

  /// The repository at `row`, or `nil` for a placeholder row not held.
  public func repository(atRow row: Int) -> Repository? {
    pager.item(atPosition: row)
  }

  /// Reports that `row` is on screen: the pager prefetches, trims or jumps from it.
  public func rowDidAppear(_ row: Int) {
    pager.positionDidAppear(row)
  }

  /// What the header, footer and placeholder show now.
  public var presentation: RefreshPresentation { pager.presentation }

  /// Whether a first page has arrived.
  public var hasLoaded: Bool { pager.hasLoaded }

  /// The load states of the list's pager.
  public var loadStates: LoadStates { pager.loadStates }

  /// "300 of 1,000 held" when the list holds at most `maxItems` rows: how many rows it holds,
  /// of how many it has; `nil` for a list that holds every row it loaded.
  public var heldNotice: String? {
    guard pager.hasLoaded, pager.configuration.maxItems != nil else { return nil }
    let held = RepositoryFormatter.grouped(pager.items.count)
    return "\(held) of \(RepositoryFormatter.grouped(pager.positionCount)) held"
  }
}
