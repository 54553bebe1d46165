import Hummingbird

/// Reads a response's whole body into memory, for middleware that rewrites or hashes it.
enum ResponseBodyCollector {
  /// Returns every byte `response`'s body writes; rethrows the body writer's error.
  static func collect(_ response: Response) async throws -> ByteBuffer {
    let storage = CollectedBody()
    try await response.body.write(BodyCollector(storage: storage))
    return storage.buffer
  }
}

/// The mutable destination of a ``BodyCollector`` (the writer itself is consumed).
private final class CollectedBody {
  var buffer = ByteBuffer()
}

/// A `ResponseBodyWriter` that gathers a body into memory.
private struct BodyCollector: ResponseBodyWriter {
  let storage: CollectedBody

  mutating func write(_ buffer: ByteBuffer) async throws {
    var buffer = buffer
    storage.buffer.writeBuffer(&buffer)
  }

  consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
