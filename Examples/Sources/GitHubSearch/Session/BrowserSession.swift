import Decomposer
import Foundation
import TerminalUI

/// The running app: turns keys into navigation or screen commands, and tells what to
/// draw. Platform-neutral, so a test drives it exactly as the terminal does.
///
/// Esc and Backspace pop (or dismiss the help) and `?` presents the help, through the
/// scene coordinator. Navigation never traps: a refused move becomes the status message.
///
/// ```swift
/// let session = BrowserSession(host: host, coordinator: SceneCoordinator(host: host))
/// session.handle(.enter, visibleRows: 30)
/// draw(session.content(visibleRows: 30))
/// ```
@MainActor
public final class BrowserSession {
  /// The screens.
  public let host: TerminalSceneHost
  /// What performs back and help.
  public let coordinator: any SceneCoordinatorType
  /// `false` once the user quit.
  public private(set) var isRunning = true
  /// The last message (a navigation error), cleared by the next key.
  public private(set) var message: String?
  /// The API's rate limit, shown in every screen's header when the server sends one.
  public let rateLimit: RateLimitStatus?
  /// The scene `S` pushes (the user's starred repositories); `nil`: `S` does nothing.
  private let starred: (@MainActor () -> BrowserScene)?
  /// The inspector over the screen while F2 has it open; `nil` when closed.
  public private(set) var inspector: InspectorOverlay?

  /// Every list on the screen stack, bottom first: what the inspector shows.
  public var inspectedLists: [InspectedList] {
    host.stack.flatMap { $0.screen.inspectedLists }
  }

  /// Creates a session over `host`; with `rateLimit`, the header line of every screen ends
  /// with its ``RateLimitStatus/notice(timeZone:)``; with `starred`, `S` pushes its scene.
  public init(
    host: TerminalSceneHost, coordinator: any SceneCoordinatorType,
    rateLimit: RateLimitStatus? = nil, starred: (@MainActor () -> BrowserScene)? = nil
  ) {
    self.host = host
    self.coordinator = coordinator
    self.rateLimit = rateLimit
    self.starred = starred
  }

  /// Handles one key press.
  public func handle(_ key: Key, visibleRows: Int) {
    message = nil
    guard let screen = host.topScreen else {
      if BrowserKeyMap.command(for: key, in: .list) == .quit { isRunning = false }
      return
    }
    guard let command = BrowserKeyMap.command(for: key, in: keyContext(of: screen)) else {
      return
    }
    if let inspector, command != .toggleInspector, command != .quit {
      message = inspector.handle(command, lists: inspectedLists)
      return
    }
    switch command {
    case .quit:
      isRunning = false
    case .toggleInspector:
      inspector = inspector == nil ? InspectorOverlay() : nil
    case .back:
      perform { () throws(NavigationError) in try coordinator.pop(animated: false) }
    case .showStarred:
      guard let starred else { return }
      perform { () throws(NavigationError) in
        try coordinator.transition(to: starred(), type: .push, animated: false)
      }
    case .showHelp:
      perform { () throws(NavigationError) in
        try coordinator.transition(to: BrowserScene.help, type: .modal, animated: false)
      }
    default:
      message = screen.handle(command, visibleRows: visibleRows)
    }
  }

  /// What to draw: the top screen, with the rate limit at the end of its header line (in
  /// `timeZone`), and the message or the key hints on the status line.
  public func content(visibleRows: Int, timeZone: TimeZone = .current) -> ScreenContent {
    guard let screen = host.topScreen else {
      return ScreenContent(title: "github-search", rows: [], status: "Ctrl-C quit")
    }
    var content =
      inspector?.content(lists: inspectedLists, visibleRows: visibleRows)
      ?? screen.content(visibleRows: visibleRows)
    if let notice = rateLimit?.notice(timeZone: timeZone) {
      content.subtitle = [content.subtitle, notice].compactMap { $0 }.joined(separator: "   ")
    }
    content.status =
      message
      ?? Self.hints(
        for: keyContext(of: screen), depth: host.stack.count, acceptsQuery: screen.acceptsQuery)
    return content
  }

  /// Which keys apply: the inspector's while it is open, otherwise the screen's.
  private func keyContext(of screen: any BrowserScreen) -> KeyContext {
    inspector == nil ? screen.keyContext : .inspector
  }

  private func perform(_ navigation: () throws(NavigationError) -> Void) {
    do {
      try navigation()
    } catch {
      message = error.statusMessage
    }
  }

  /// The key hints for the status line: the keys of the screen on top.
  public static func hints(for context: KeyContext, depth: Int, acceptsQuery: Bool) -> String {
    let back = depth > 1 ? "  Esc back" : ""
    let search = acceptsQuery ? "  / search" : ""
    switch context {
    case .list:
      return
        "↑↓ wheel move  Enter open\(back)\(search)  r refresh  s star  S starred  ? help  q quit"
    case .searchField: return "type to search  Enter ↓ results  ^R refresh\(back)  ^C quit"
    case .detail: return "r refresh  s star  S starred  i issues\(back)  ? help  q quit"
    case .thread: return "↑↓ wheel move  c comment  r refresh\(back)  ? help  q quit"
    case .composer: return "type your comment  Enter send  Esc stop writing  ^C quit"
    case .inspector: return "↑↓ choose a list  r retry  R refresh  F2 Esc close  q quit"
    case .help: return "Esc close"
    }
  }
}
