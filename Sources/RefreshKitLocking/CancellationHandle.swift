/// Holds a cancel action that may be installed before or after cancellation is requested.
package final class CancellationHandle: Sendable {
  private enum Phase {
    case waiting
    case installed(@Sendable () -> Void)
    case cancelled
  }

  private let phase = Locked<Phase>(.waiting)

  package init() {}

  /// Installs `cancel`; runs it at once if cancellation was already requested.
  package func install(_ cancel: @escaping @Sendable () -> Void) {
    let runNow: Bool = phase.withLock { phase in
      if case .cancelled = phase { return true }
      phase = .installed(cancel)
      return false
    }
    if runNow { cancel() }
  }

  /// Requests cancellation; runs the installed action, if any, once.
  package func cancel() {
    let action: (@Sendable () -> Void)? = phase.withLock { phase in
      defer { phase = .cancelled }
      if case .installed(let action) = phase { return action }
      return nil
    }
    action?()
  }
}
