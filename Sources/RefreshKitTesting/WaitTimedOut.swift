/// A bounded wait of a test ran out of time: what it waited for never happened.
///
/// Thrown by ``waitBounded(for:timeout:_:)``, `Task.boundedValue(_:timeout:)` and
/// ``ScriptedNetworkManager/request(at:)``; a test that lets it propagate fails with its
/// ``description``.
///
/// ```swift
/// let error = WaitTimedOut(what: "request 2 to arrive", timeout: .seconds(10))
/// #expect(error.description == "gave up waiting for request 2 to arrive after 10.0 seconds")
/// ```
public struct WaitTimedOut: Error, Equatable, CustomStringConvertible {
  /// What the test waited for, in words.
  public var what: String
  /// How long it waited.
  public var timeout: Duration

  /// Creates the error.
  public init(what: String, timeout: Duration) {
    self.what = what
    self.timeout = timeout
  }

  /// "gave up waiting for … after N seconds".
  public var description: String {
    let seconds = timeout / .seconds(1)
    return "gave up waiting for \(what) after \(seconds) seconds"
  }
}
