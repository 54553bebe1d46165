import RefreshKit

/// What a list screen shows about the ``RepositoryListModel/pager`` besides its rows (which a
/// ``TerminalPagerList`` draws, rows not held with `--max-items` as placeholders).
extension RepositoryListModel {
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
