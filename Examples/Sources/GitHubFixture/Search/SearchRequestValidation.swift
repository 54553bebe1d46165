/// The checks GitHub makes on a search request before searching, and the errors it answers.
///
/// GitHub's REST search documentation: a query longer than 256 characters (not counting
/// qualifiers) gets 422 "Validation Failed"; only the first 1,000 results are available;
/// `per_page` is at most 100 (a larger value is capped, a missing or unusable one means 30).
/// `user:` / `org:` naming an owner that does not exist gets GitHub's 422 "cannot be searched"
/// error. A `key:value` word whose key is no qualifier is searched as text, as on GitHub.
enum SearchRequestValidation {
  /// The longest query GitHub accepts, in characters, qualifiers not counted.
  static let maximumQueryLength = 256

  /// The error GitHub answers for this request, or `nil` when it may be searched.
  ///
  /// - Parameters:
  ///   - q: the decoded `q` parameter, if any.
  ///   - pagination: the decoded `page` and `per_page`.
  ///   - hasMalformedEncoding: whether the raw query string had a bad `%` escape.
  ///   - ownerExists: whether a `user:` / `org:` login names an owner in the dataset.
  static func error(
    q: String?, pagination: Pagination, hasMalformedEncoding: Bool,
    ownerExists: (String) -> Bool
  ) -> APIError? {
    if hasMalformedEncoding { return .badRequest }
    guard let q, !q.allSatisfy(\.isWhitespace) else { return .missingQuery }
    let query = SearchQuery(parsing: q)
    if query.keywords.joined(separator: " ").count > maximumQueryLength { return .queryTooLong }
    if !query.owners.allSatisfy(ownerExists) { return .ownersCannotBeSearched }
    guard pagination.offset < Pagination.searchResultWindow else { return .beyondSearchWindow }
    return nil
  }
}
