import GitHubBrowser
import SceneRouting

/// The terminal loop: show the search scene, then draw and read keys until the user quits.
@MainActor
enum BrowserTerminalApp {
  /// Runs the browser on the terminal until `q` or Ctrl-C.
  static func run(services: BrowserServices, query: String) async throws {
    let terminal = try ANSITerminal()
    defer { terminal.shutdown() }
    let host = TerminalSceneHost()
    let coordinator = SceneCoordinator(host: host)
    let search = SearchViewModel(sceneCoordinator: coordinator, services: services, query: query)
    try coordinator.transition(to: BrowserScene.search(search), type: .root, animated: false)
    let session = BrowserSession(host: host, coordinator: coordinator)
    var drawn: [ScreenLine] = []
    var drawnSize = (rows: 0, columns: 0)
    while session.isRunning {
      let size = terminal.size
      let layout = ScreenLayout(height: size.rows)
      let lines = layout.lines(for: session.content(visibleRows: layout.visibleRows))
      if lines != drawn || size != drawnSize {
        terminal.draw(lines)
        drawn = lines
        drawnSize = size
      }
      if let key = terminal.readKey() {
        session.handle(key, visibleRows: layout.visibleRows)
      } else {
        // Idle: let the loads' main-actor work run, and poll again shortly.
        try? await Task.sleep(for: .milliseconds(20))
      }
    }
  }
}
