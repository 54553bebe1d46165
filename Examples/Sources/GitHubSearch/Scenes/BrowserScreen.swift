/// One scene as the terminal shows it: what it draws and the commands it handles itself.
///
/// The host keeps a stack of screens; the session sends navigation commands (back, help,
/// quit) to the coordinator and every other command to the screen on top.
///
/// ```swift
/// let content = host.topScreen?.content(visibleRows: 30)
/// ```
@MainActor
public protocol BrowserScreen: AnyObject {
  /// What keys mean while this screen is on top.
  var keyContext: KeyContext { get }
  /// Starts the first load; the host calls it once, when the screen is first shown.
  func start()
  /// Handles a command that is not navigation; returns a message to show, if any.
  func handle(_ command: BrowserCommand, visibleRows: Int) -> String?
  /// What to draw, for a body of `visibleRows` rows.
  func content(visibleRows: Int) -> ScreenContent
  /// Whether `/` edits a query here (the search scene).
  var acceptsQuery: Bool { get }
  /// The lists this screen shows, for the inspector (F2).
  var inspectedLists: [InspectedList] { get }
}

extension BrowserScreen {
  /// No query by default.
  public var acceptsQuery: Bool { false }
  /// No list by default.
  public var inspectedLists: [InspectedList] { [] }
}
