public import Foundation
public import RefreshKit
public import RefreshKitHTTP

/// The answer to a conditional request: a new model (200) or "unchanged" (304), with what
/// the response said about validating, freshness and the rate limit.
///
/// ```swift
/// let response = try await manager.conditionalRequest(
///   target: search, cursor: nil, validator: cached.validator)
/// switch response.outcome {
/// case .modified(let page): show(page)
/// case .unchanged: keepShowing(cached)
/// }
/// ```
public struct HTTPConditionalResponse<Model: Sendable>: Sendable {
  /// Whether the page changed.
  public enum Outcome: Sendable {
    /// 2xx: the page as it is now.
    case modified(Model)
    /// 304: the page the validator came from is still current.
    case unchanged
  }

  /// The new model, or ``Outcome/unchanged``.
  public var outcome: Outcome
  /// What revalidates the page next time: the response's `ETag`/`Last-Modified`; for a 304
  /// without them, the validator that was sent. `nil` when there is none.
  public var validator: PageValidator?
  /// Until when the page is fresh (`Cache-Control: max-age`), or `nil`.
  public var freshUntil: Date?
  /// The response's rate limit, when it sent `X-RateLimit-*` fields.
  public var rateLimit: RateLimit?

  /// Creates a response.
  public init(
    outcome: Outcome, validator: PageValidator?, freshUntil: Date?, rateLimit: RateLimit?
  ) {
    self.outcome = outcome
    self.validator = validator
    self.freshUntil = freshUntil
    self.rateLimit = rateLimit
  }

  /// The new model; `nil` when unchanged.
  public var model: Model? {
    if case .modified(let model) = outcome { return model }
    return nil
  }

  /// Whether the server answered 304 Not Modified.
  public var isUnchanged: Bool {
    if case .unchanged = outcome { return true }
    return false
  }
}
