/// Why a ``PageCache`` could not read or write.
///
/// A pager keeps its items when its cache fails: the error is reported through
/// ``Pager/cacheError`` and loading goes on from the network.
///
/// ```swift
/// if let error = pager.cacheError { log.warning("cache: \(error)") }
/// ```
public enum PageCacheError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The store could not be opened or read (`reason` says why); it may have been replaced.
  case unreadable(reason: String)
  /// A page could not be written (`reason` says why).
  case writeFailed(reason: String)
  /// A page could not be encoded or decoded.
  case coding(reason: String)

  /// What went wrong, in words.
  public var description: String {
    switch self {
    case .unreadable(let reason): "the page cache could not be read: \(reason)"
    case .writeFailed(let reason): "the page cache could not be written: \(reason)"
    case .coding(let reason): "a cached page could not be encoded or decoded: \(reason)"
    }
  }
}
