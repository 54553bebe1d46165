// The stand-in of Apple's `OSAllocatedUnfairLock` (os): only what RefreshKit's `Locked` uses,
// declared with Apple's signatures and availability. Never run: the body calls through without
// locking.

/// A structure that creates an unfair lock.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
  @usableFromInline final class Storage {
    var state: State
    init(_ state: State) { self.state = state }
  }

  @usableFromInline let storage: Storage

  /// Creates a lock object that maintains and protects state data that isn't sendable.
  public init(uncheckedState initialState: State) {
    storage = Storage(initialState)
  }

  /// Executes a closure while holding the lock, without enforcing the sendability of the
  /// closure or its result.
  public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
    try body(&storage.state)
  }
}
