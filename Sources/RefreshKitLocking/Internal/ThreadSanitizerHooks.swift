#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Tells ThreadSanitizer, when the process runs under it, that a lock was taken or given back.
///
/// ThreadSanitizer only sees the synchronization it intercepts (pthread, atomics in
/// instrumented code). `Synchronization.Mutex` on Linux takes its fast path with an atomic the
/// caller's code inlines, which the sanitizer sees, but when the lock is contended it waits in
/// the kernel (a priority-inheriting futex) inside the uninstrumented standard library: two
/// critical sections ordered by that wait look unordered, and the sanitizer reports a race.
///
/// `__tsan_acquire` and `__tsan_release` (declared in `sanitizer/tsan_interface.h`) add the
/// missing order. They exist only in a process linked with the sanitizer's runtime, so they are
/// looked up by name once, as the Swift runtime's own Linux locks do; in any other process the
/// lookup finds nothing and each hook is a `nil` check.
package enum ThreadSanitizerHooks {
  private typealias Annotation = @convention(c) (UnsafeRawPointer) -> Void

  private static let acquire: Annotation? = lookUp("__tsan_acquire")
  private static let release: Annotation? = lookUp("__tsan_release")

  /// Whether the process runs under ThreadSanitizer (its runtime's hooks were found).
  package static var isActive: Bool { acquire != nil && release != nil }

  /// The lock `token` names was just taken: what its last holder did before ``releasing(_:)``
  /// happened before what follows.
  @inline(__always)
  static func acquired(_ token: UnsafeRawPointer) { acquire?(token) }

  /// The lock `token` names is about to be given back.
  @inline(__always)
  static func releasing(_ token: UnsafeRawPointer) { release?(token) }

  private static func lookUp(_ symbol: String) -> Annotation? {
    #if canImport(Glibc) || canImport(Musl)
      // A null handle is RTLD_DEFAULT: every object loaded into the process.
      guard let address = dlsym(nil, symbol) else { return nil }
      return unsafeBitCast(address, to: Annotation.self)
    #else
      return nil
    #endif
  }
}
