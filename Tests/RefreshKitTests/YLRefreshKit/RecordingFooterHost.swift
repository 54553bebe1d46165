import RefreshKit
import RefreshKitTesting
import Testing
import YLRefreshKit

/// A seed screen stand-in for ``SeedFooterBinding``: it logs every footer it is told to show
/// and counts row reloads, and a test waits for either without sleeping.
///
/// ```swift
/// let host = RecordingFooterHost()
/// let binding = SeedFooterBinding(controller: list, host: host)
/// binding.start()
/// await host.waitUntilShowing(.loadingMore)
/// ```
///
/// Isolation: main actor. A wait ends when what it waits for happens, or when the test is
/// cancelled (its suite's time limit), and then the expectation after it fails.
@MainActor
final class RecordingFooterHost: SeedFooterHost {
  /// Every footer shown, in order.
  private(set) var footers: [RefreshPresentation.Footer] = []
  /// How many times the rows were reloaded.
  private(set) var reloads = 0
  private var waiters:
    [(isDone: @MainActor (RecordingFooterHost) -> Bool, resume: @Sendable () -> Void)] = []

  /// The footer on screen: the last one shown.
  var footer: RefreshPresentation.Footer? { footers.last }

  func showFooter(_ footer: RefreshPresentation.Footer) {
    footers.append(footer)
    wakeWaiters()
  }

  func reloadRows() {
    reloads += 1
    wakeWaiters()
  }

  /// Waits until the footer on screen is `footer` (at once when it is), then checks it is.
  func waitUntilShowing(
    _ footer: RefreshPresentation.Footer, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await wait { $0.footer == footer }
    #expect(self.footer == footer, sourceLocation: sourceLocation)
  }

  /// Waits until the rows were reloaded `count` times, then checks they were.
  func waitForReloads(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation) async {
    await wait { $0.reloads >= count }
    #expect(reloads == count, sourceLocation: sourceLocation)
  }

  private func wait(until isDone: @escaping @MainActor (RecordingFooterHost) -> Bool) async {
    guard !isDone(self) else { return }
    await waitForCallback { resume in waiters.append((isDone, resume)) }
  }

  private func wakeWaiters() {
    let ready = waiters.filter { $0.isDone(self) }
    waiters.removeAll { $0.isDone(self) }
    for waiter in ready { waiter.resume() }
  }
}
