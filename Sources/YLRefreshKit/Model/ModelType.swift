import RefreshKit
/// The decoded response of one request, and the list a screen shows.
///
/// The seed's `ModelType`: `data` gives the rows as sections, and `pageablePropertyPath`
/// names the array that grows as pages arrive. RefreshKit appends a new page's items
/// through it, in place, without copying the list already loaded.
///
/// ```swift
/// struct RepositoryList: ModelType {
///   var repositories: [Repository]
///   var nextPage: Int?
///   var pageablePropertyPath: WritableKeyPath<RepositoryList, [Repository]>? { \.repositories }
/// }
/// ```
public protocol ModelType: Pageable {
  /// The element of the pageable array.
  associatedtype Item: Sendable
  /// The rows, as sections. Defaults to one section holding the pageable array.
  var data: [[Item]] { get }
  /// The array that grows with each page; `nil` for a model that does not page.
  var pageablePropertyPath: WritableKeyPath<Self, [Item]>? { get }
}

extension ModelType {
  /// One section: the pageable array (or nothing when the model does not page).
  public var data: [[Item]] {
    guard let path = pageablePropertyPath else { return [] }
    return [self[keyPath: path]]
  }

  /// The number of items this model adds to a list.
  public var itemCount: Int {
    guard let path = pageablePropertyPath else { return data.reduce(0) { $0 + $1.count } }
    return self[keyPath: path].count
  }
}
