import Foundation
import YLRefreshKit

/// The model of the detail scene: one repository, one row, no paging.
///
/// ```swift
/// let detail = RepositoryDetail(repository: repository)
/// detail.itemCount   // 1
/// ```
public struct RepositoryDetail: ModelType, Hashable {
  /// The repository shown.
  public var repository: Repository
  /// Always `nil`: a detail has one page.
  public var nextPage: URL?

  /// Creates a detail.
  public init(repository: Repository) {
    self.repository = repository
  }

  /// The one row.
  public var data: [[Repository]] { [[repository]] }

  /// `nil`: a detail does not page.
  public var pageablePropertyPath: WritableKeyPath<RepositoryDetail, [Repository]>? { nil }
}
