import RefreshKitLocking

/// A ``SharedWindowServer`` that can go offline: while it is, every load is recorded as sent
/// and fails with ``ServerUnavailable``.
final class SwitchableWindowServer: Sendable {
  let server: SharedWindowServer
  private let offline = Locked(false)

  init(_ server: WindowServer) {
    self.server = SharedWindowServer(server)
  }

  /// Whether every load fails.
  var isOffline: Bool {
    get { offline.withLock { $0 } }
    set { offline.withLock { $0 = newValue } }
  }

  /// Every load the pagers sent, in order, offline ones included.
  var loads: [MessageLoad] { server.loads }

  /// Changes the server's rows.
  func change(_ edit: (inout WindowServer) -> Void) { server.change(edit) }

  /// The loader: the page the server has now, or ``ServerUnavailable`` while offline.
  func load(_ load: MessageLoad) throws -> MessagePage {
    let page = server.load(load)
    if isOffline { throw ServerUnavailable() }
    return page
  }
}
