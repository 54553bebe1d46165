import Foundation

/// The body of a repository listing: a search result (`{"total_count": …, "items": […]}`)
/// or an owner's repositories (a bare JSON array).
///
/// One decoded type for both lets one page loader serve every list scene.
///
/// ```swift
/// let page = try JSONDecoder().decode(RepositoryListResponse.self, from: body)
/// ```
public struct RepositoryListResponse: Decodable, Hashable, Sendable {
  /// The repositories of this page.
  public var items: [Repository]
  /// The number of matches over all pages, when the server reports it (search only).
  public var totalCount: Int?

  /// Creates a response.
  public init(items: [Repository], totalCount: Int? = nil) {
    self.items = items
    self.totalCount = totalCount
  }

  private enum CodingKeys: String, CodingKey {
    case items
    case totalCount = "total_count"
  }

  /// Decodes either shape: a JSON array, or an object with `items`.
  public init(from decoder: any Decoder) throws {
    if var array = try? decoder.unkeyedContainer() {
      var items: [Repository] = []
      while !array.isAtEnd { items.append(try array.decode(Repository.self)) }
      self.init(items: items)
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      items: try container.decode([Repository].self, forKey: .items),
      totalCount: try container.decodeIfPresent(Int.self, forKey: .totalCount))
  }
}
