/// One data source's paging status: the seed's `(page, isLoading, noMoreData, noMoreTitle)`.
///
/// ```swift
/// let status = sources.refreshStatus[.unpaid]
/// footer.text = status?.noMoreData == true ? status?.noMoreTitle : nil
/// ```
public struct RefreshStatus: Hashable, Sendable {
  /// The page the source is on, counting from 1 as the seed does: 1 before the first load
  /// and after a refresh, `n` once `n` pages are loaded since the last refresh.
  public var page: Int
  /// Whether a load runs for this source.
  public var isLoading: Bool
  /// Whether the source has no more pages.
  public var noMoreData: Bool
  /// The text the footer shows at the end of this source.
  public var noMoreTitle: String

  /// Creates a status.
  public init(page: Int, isLoading: Bool, noMoreData: Bool, noMoreTitle: String) {
    self.page = page
    self.isLoading = isLoading
    self.noMoreData = noMoreData
    self.noMoreTitle = noMoreTitle
  }
}
