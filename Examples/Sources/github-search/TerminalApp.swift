import Decomposer
import Foundation
import GitHubSearch
import Logging
import Observation
import TerminalUI
import UnixSignals

/// The terminal loop: shows the search scene, then handles keys, the mouse wheel and
/// resizes, and redraws whenever what is drawn changes (a load settling or a search being
/// committed is observed, not polled).
@MainActor
enum TerminalApp {
  /// What the loop reacts to.
  enum Input: Sendable {
    case terminal(TerminalEvent)
    case changed
    case dumpLists
    /// A beat for the inspector's running times.
    case tick
  }

  /// Runs the app on the terminal until `q` or Ctrl-C; the terminal is restored on every
  /// way out (SIGTERM and SIGHUP included, by ``ANSITerminal``). With `dumpLists`, the lists
  /// on the stack are written there as JSON on `q` or Ctrl-C, and each time SIGUSR1 arrives.
  static func run(
    services: BrowserServices, query: String?, source: String, debounce: Duration,
    dumpLists: String? = nil
  ) async throws {
    // One copy of each repository for every list and the detail; the user's stars are
    // learned in the background and mark the rows as they arrive.
    var services = services
    let entities = RepositoryEntities(stars: services.stars)
    services.entities = entities
    let learning = Task { await entities.loadStarred() }
    defer { learning.cancel() }
    let terminal = try ANSITerminal()
    defer { terminal.restore() }
    let host = TerminalSceneHost()
    let coordinator = SceneCoordinator(host: host)
    // Subscribed before the first request, so that no hold goes unshown.
    let holds = await services.rateLimitGate?.holds()
    let following = Task {
      if let holds, let status = services.rateLimit { await status.follow(holds) }
    }
    defer { following.cancel() }
    let search = SearchViewModel(
      sceneCoordinator: coordinator, services: services, query: query, source: source,
      debounce: { try? await Task.sleep(for: debounce) })
    try coordinator.transition(to: BrowserScene.search(search), type: .root, animated: false)
    let session = BrowserSession(
      host: host, coordinator: coordinator, rateLimit: services.rateLimit
    ) { [services] in
      .starred(StarredRepositoriesViewModel(sceneCoordinator: coordinator, services: services))
    }
    let (inputs, input) = AsyncStream.makeStream(of: Input.self)
    let forwarder = Task { for await event in terminal.events { input.yield(.terminal(event)) } }
    defer { forwarder.cancel() }
    let dumpRequests = Task {
      guard dumpLists != nil else { return }
      for await _ in await UnixSignalsSequence(trapping: .sigusr1) { input.yield(.dumpLists) }
    }
    defer { dumpRequests.cancel() }
    // While the inspector is open, the times of the loads in flight run on: a redraw a beat.
    let beats = Task {
      while !Task.isCancelled {
        try? await Task.sleep(for: .milliseconds(250))
        input.yield(.tick)
      }
    }
    defer { beats.cancel() }
    let dump = { if let dumpLists { write(host.listSnapshots, to: dumpLists) } }
    draw(session, on: terminal, notifying: input)
    await handle(inputs, in: session, on: terminal, notifying: input, dump: dump)
    if !session.isRunning { dump() }
    if services.logger != nil { Logger(label: "github-search").info("quit") }
  }

  /// Handles keys and redraws until the user quits (or the terminal's events end).
  private static func handle(
    _ inputs: AsyncStream<Input>, in session: BrowserSession, on terminal: ANSITerminal,
    notifying input: AsyncStream<Input>.Continuation, dump: () -> Void
  ) async {
    for await event in inputs {
      if case .dumpLists = event { dump() }
      if case .tick = event, session.inspector == nil { continue }
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

  /// Writes `snapshots` to `path`; a failure is reported on stderr, and the app goes on.
  private static func write(_ snapshots: [ListSnapshot], to path: String) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      try encoder.encode(snapshots).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      FileHandle.standardError.write(Data("github-search: --dump-lists \(path): \(error)\n".utf8))
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
