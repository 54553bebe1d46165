/// The help modal: the key bindings; Esc, Backspace, Enter, `?` or `q` dismiss it.
///
/// ```swift
/// HelpScreen().content(visibleRows: 20).title   // "Help — github-search"
/// ```
@MainActor
public final class HelpScreen: BrowserScreen {
  /// Creates the help screen.
  public init() {}

  /// The help's keys.
  public var keyContext: KeyContext { .help }

  /// Nothing to load.
  public func start() {}

  /// Handles nothing: every key that means something here is navigation.
  public func handle(_ command: BrowserCommand, visibleRows: Int) -> String? { nil }

  /// The key bindings.
  public func content(visibleRows: Int) -> ScreenContent {
    ScreenContent(
      title: HelpText.title, rows: Array(HelpText.lines.prefix(max(0, visibleRows))),
      footer: "Esc or Backspace closes this help")
  }
}
