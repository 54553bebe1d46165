/// One optimistic mutation of the suite: its remote call waits until the test lets it return.
@MainActor
final class ModelMutation {
  let token: Int
  let edits: [ReferenceEdits.Edit]
  var task: Task<Void, Never>?
  /// "ok", "remote failed", or the edit error it threw; `nil` while it runs.
  var outcome: String?
  private let gate = RemoteGate()

  init(token: Int, edits: [ReferenceEdits.Edit]) {
    self.token = token
    self.edits = edits
  }

  /// Whether its remote call is running.
  var isRunning: Bool { gate.entered && outcome == nil }
  /// Whether its remote call started.
  var entered: Bool { gate.entered }

  /// The remote call: waits until ``finish(succeeds:)``.
  func remote() async throws { try await gate.wait() }

  /// Lets the remote call return, or throw ``RemoteFailed``.
  func finish(succeeds: Bool) { gate.open(succeeds: succeeds) }
}
