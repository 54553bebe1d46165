/// A revalidating ``Pager``'s loader answered ``Page/unchanged(validator:freshUntil:)`` to a
/// request that carried no ``PageRequest/validator``: there is no page to keep, so the load
/// fails with this error (and ``Pager/retry()`` asks again).
///
/// ```swift
/// if pager.loadStates.refresh.failure?.error is UnchangedPageWithoutValidator {
///   log.fault("the loader answered 304 to an unconditional request")
/// }
/// ```
public struct UnchangedPageWithoutValidator: Error, Equatable, CustomStringConvertible {
  /// Creates the error.
  package init() {}

  /// What went wrong, in words.
  public var description: String {
    "the loader answered \"unchanged\" to a request that carried no validator"
  }
}
