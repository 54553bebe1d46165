import Foundation
import RefreshKitLocking

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A one-connection-at-a-time HTTP/1.1 server on 127.0.0.1 that answers each connection with
/// the next scripted response and records each request's head. For checking what URLSession
/// really sends and really returns; nothing sleeps.
final class LoopbackServer: Sendable {
  /// The port it listens on.
  let port: Int
  private let listener: Int32
  private let state = Locked<(replies: [String], heads: [String])>(([], []))
  private let finished: AsyncStream<String>.Continuation
  /// Yields each request's head once it has been answered.
  let answered: AsyncStream<String>

  /// Listens on a free port; `nil` when the socket cannot be opened.
  init?() {
    (answered, finished) = AsyncStream.makeStream(of: String.self)
    #if canImport(Glibc)
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { return nil }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
        bind(fd, raw, length) == 0 && listen(fd, 8) == 0 && getsockname(fd, raw, &length) == 0
      }
    }
    guard bound else {
      close(fd)
      return nil
    }
    listener = fd
    port = Int(UInt16(bigEndian: address.sin_port))
    let thread = Thread { [self] in serve() }
    thread.start()
  }

  /// Queues raw responses (status line, fields, blank line, body), one per connection.
  func enqueue(_ replies: String...) {
    state.withLock { $0.replies.append(contentsOf: replies) }
  }

  /// The request heads received so far.
  var heads: [String] { state.withLock { $0.heads } }

  /// The URL of `path` on this server.
  func url(_ path: String) -> URL {
    URL(string: "http://127.0.0.1:\(port)\(path)") ?? URL(fileURLWithPath: "/")
  }

  /// Stops accepting connections.
  func stop() {
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
    finished.finish()
  }

  private func serve() {
    while true {
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else { return }
      let head = readHead(connection)
      let reply = state.withLock { state -> String in
        state.heads.append(head)
        return state.replies.isEmpty ? "HTTP/1.1 500 No Reply\r\n\r\n" : state.replies.removeFirst()
      }
      let bytes = Array(reply.utf8)
      _ = bytes.withUnsafeBufferPointer { send(connection, $0.baseAddress, $0.count, 0) }
      close(connection)
      finished.yield(head)
    }
  }

  private func readHead(_ connection: Int32) -> String {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !received.ends(with: Array("\r\n\r\n".utf8)), received.count < 65_536 {
      let count = buffer.withUnsafeMutableBufferPointer {
        recv(connection, $0.baseAddress, 4096, 0)
      }
      guard count > 0 else { break }
      received.append(contentsOf: buffer[0..<count])
    }
    return String(decoding: received, as: UTF8.self)
  }
}

extension Array where Element: Equatable {
  fileprivate func ends(with suffix: [Element]) -> Bool {
    count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
  }
}
