/// The help modal's lines.
///
/// ```swift
/// HelpText.lines.first   // "Keys"
/// ```
public enum HelpText {
  /// The title of the help modal.
  public static let title = "Help — github-browser"

  /// The key bindings, one per line.
  public static let lines = [
    "Keys",
    "",
    "  ↑ ↓  j k     move the selection (more pages load as you go)",
    "  PgUp PgDn    move a screenful",
    "  Enter        open: search result → owner's repositories → detail",
    "  Esc  ⌫       back: pop the scene or dismiss this help",
    "  /            edit the search query (Enter searches, Esc cancels)",
    "  r            refresh, or retry what failed",
    "  ?            this help",
    "  q            quit",
  ]
}
