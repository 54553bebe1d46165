public import RefreshKit
public import RefreshKitHTTP

extension HTTPNetworkManager {
  /// Loads the page of `target` at `cursor` unless it is unchanged since `validator`.
  ///
  /// Sends `If-None-Match` with the validator's entity-tag, or `If-Modified-Since` when it
  /// holds only a date (a malformed part is not sent), and no local cache answers for the
  /// server. A 304 gives `HTTPConditionalResponse.Outcome.unchanged`; a 2xx the new model.
  /// Either way the response's validator, `Cache-Control` freshness and ``RateLimit`` come
  /// along. A 304 to a request that carried no validator throws
  /// `HTTPLoadError.unexpectedStatus(_:)`, never an empty page.
  ///
  /// ```swift
  /// let response = try await manager.conditionalRequest(
  ///   target: search, cursor: nil, validator: PageValidator(entityTag: #""a1""#))
  /// if response.isUnchanged { print("still \(response.validator?.entityTag ?? "")") }
  /// ```
  public func conditionalRequest(target: Target, cursor: Cursor?, validator: PageValidator?)
    async throws(HTTPLoadError) -> HTTPConditionalResponse<Model>
  {
    let (page, exchange) = try await client.exchange(
      endpoint(target), at: cursor, paging: paging, validator: validator)
    let (notModified, validator, freshUntil) = try exchange.revalidation()
    return HTTPConditionalResponse(
      outcome: notModified ? .unchanged : .modified(try model(from: exchange, page: page)),
      validator: validator, freshUntil: freshUntil,
      rateLimit: RateLimit(headers: exchange.response.headers))
  }

  /// The page a `Pager` asks for with `request` (its cursor and validator), loaded from
  /// `target`: the model's items, its next cursor, validator and freshness, or
  /// `Page.unchanged(validator:freshUntil:)` when the server answered 304.
  ///
  /// ```swift
  /// let load = { (request: PageRequest<String, URL>) async throws(HTTPLoadError) in
  ///   try await manager.page(for: request, target: RepoSearch(query: request.query))
  /// }
  /// ```
  public func page<Query>(for request: PageRequest<Query, Cursor>, target: Target)
    async throws(HTTPLoadError) -> Page<Model.Item, Cursor>
  {
    let response = try await conditionalRequest(
      target: target, cursor: request.cursor, validator: request.validator)
    guard let model = response.model else {
      return .unchanged(validator: response.validator, freshUntil: response.freshUntil)
    }
    let items = model.pageablePropertyPath.map { model[keyPath: $0] } ?? model.data.flatMap(\.self)
    return Page(
      items: items, next: model.nextPage, validator: response.validator,
      freshUntil: response.freshUntil)
  }
}
