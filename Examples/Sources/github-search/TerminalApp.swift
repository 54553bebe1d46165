import GitHubSearch
import Observation
import SceneRouting
import TerminalUI

/// The terminal loop: shows the search scene, then handles keys, the mouse wheel and
/// resizes, and redraws whenever what is drawn changes (a load settling or a search being
/// committed is observed, not polled).
@MainActor
enum TerminalApp {
  /// What the loop reacts to.
  enum Input: Sendable {
    case terminal(TerminalEvent)
    case changed
  }

  /// Runs the app on the terminal until `q` or Ctrl-C; the terminal is restored on every
  /// way out (SIGTERM and SIGHUP included, by ``ANSITerminal``).
  static func run(
    services: BrowserServices, query: String?, source: String, debounce: Duration
  ) async throws {
    let terminal = try ANSITerminal()
    defer { terminal.restore() }
    let host = TerminalSceneHost()
    let coordinator = SceneCoordinator(host: host)
    let search = SearchViewModel(
      sceneCoordinator: coordinator, services: services, query: query, source: source,
      debounce: { try? await Task.sleep(for: debounce) })
    try coordinator.transition(to: BrowserScene.search(search), type: .root, animated: false)
    let session = BrowserSession(host: host, coordinator: coordinator)
    let (inputs, input) = AsyncStream.makeStream(of: Input.self)
    let forwarder = Task { for await event in terminal.events { input.yield(.terminal(event)) } }
    defer { forwarder.cancel() }
    draw(session, on: terminal, notifying: input)
    for await event in inputs {
      if case .terminal(.keys(let keys)) = event {
        let rows = ScreenLayout(height: terminal.size.rows).visibleRows
        for key in keys {
          session.handle(key, visibleRows: rows)
          guard session.isRunning else { return }
        }
      }
      draw(session, on: terminal, notifying: input)
    }
  }

  /// Draws the session and asks to be told when anything the drawing read changes.
  private static func draw(
    _ session: BrowserSession, on terminal: ANSITerminal,
    notifying input: AsyncStream<Input>.Continuation
  ) {
    let layout = ScreenLayout(height: terminal.size.rows)
    let lines = withObservationTracking {
      layout.lines(for: session.content(visibleRows: layout.visibleRows))
    } onChange: {
      input.yield(.changed)
    }
    terminal.draw(lines)
  }
}
