/// A decoded body (or model) that knows how many items all pages hold together.
///
/// ``HTTPPaging/pageNumber(parameter:firstPage:perPage:perPageParameter:)`` stops once
/// that many items were served.
///
/// ```swift
/// struct SearchResponse: Decodable, TotalCountReporting {
///   var total_count: Int
///   var items: [Repository]
///   var totalCount: Int? { total_count }
/// }
/// ```
public protocol TotalCountReporting {
  /// The number of items across all pages, or `nil` when unknown.
  var totalCount: Int? { get }
}
