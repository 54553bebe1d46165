import Hummingbird
import NIOCore

/// The request context of the fixture server: Hummingbird's core storage plus the client's
/// IP address (GitHub names it in rate-limit messages).
struct FixtureRequestContext: RequestContext {
  var coreContext: CoreRequestContextStorage
  /// The client's IP address, if known.
  let remoteIPAddress: String?

  init(source: ApplicationRequestContextSource) {
    self.coreContext = .init(source: source)
    self.remoteIPAddress = source.channel.remoteAddress?.ipAddress
  }
}
