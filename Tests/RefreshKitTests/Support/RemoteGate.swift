/// A remote call that waits until ``open(succeeds:)``.
@MainActor
final class RemoteGate {
  private var continuation: CheckedContinuation<Void, any Error>?
  private(set) var entered = false

  func wait() async throws {
    entered = true
    // Not cancellable: a remote call that runs on until the test opens the gate.
    try await withCheckedThrowingContinuation { continuation = $0 }
  }

  func open(succeeds: Bool) {
    let waiting = continuation
    continuation = nil
    if succeeds { waiting?.resume() } else { waiting?.resume(throwing: RemoteFailed()) }
  }
}

/// The error a failing remote call throws.
struct RemoteFailed: Error {}
