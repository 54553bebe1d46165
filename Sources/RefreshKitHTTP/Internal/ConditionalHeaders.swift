import Foundation
import RefreshKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Makes a request conditional on a page validator (RFC 9110 §13.1).
enum ConditionalHeaders {
  /// The validator `apply` sends: its valid parts only; `nil` when nothing valid is left.
  static func sendable(_ validator: PageValidator?) -> PageValidator? {
    let entityTag = ValidatorSyntax.entityTag(validator?.entityTag)
    let lastModified = ValidatorSyntax.httpDate(validator?.lastModified)
    guard entityTag != nil || lastModified != nil else { return nil }
    return PageValidator(entityTag: entityTag, lastModified: lastModified)
  }

  /// Sets `If-None-Match` to the entity-tag, or `If-Modified-Since` when only the date is
  /// known (a server ignores the date when a tag is sent), and returns what was sent.
  ///
  /// A `nil` validator leaves the request as it is; one with nothing valid removes both.
  static func apply(_ validator: PageValidator?, to request: inout URLRequest) -> PageValidator? {
    guard let validator else { return nil }
    let sent = sendable(validator)
    request.setValue(sent?.entityTag, forHTTPHeaderField: "If-None-Match")
    request.setValue(
      sent?.entityTag == nil ? sent?.lastModified : nil, forHTTPHeaderField: "If-Modified-Since")
    return sent
  }
}
