/// The help modal's lines.
///
/// ```swift
/// HelpText.lines.first   // "Keys"
/// ```
public enum HelpText {
  /// The title of the help modal.
  public static let title = "Help — github-search"

  /// The key bindings, one per line.
  public static let lines = [
    "Keys",
    "",
    "  typing       edits the search field while it has the focus (results follow as you type)",
    "  Enter ↓ Tab  from the search field to the results; / or Tab back to the search field",
    "  ↑ ↓  j k     move the selection (more pages load as you go); the mouse wheel scrolls",
    "  PgUp PgDn    move a screenful; Home End (g G) the first and last row",
    "  Enter        open: search result → owner's repositories → repository",
    "  Esc  ⌫       back: pop the screen or close this help",
    "  r  Ctrl-R    refresh, or retry what failed",
    "  s            star or unstar the repository (★): every list and the detail follow",
    "  S            your starred repositories",
    "  f            in a repository list: hide forks, or show them again (the footer says so)",
    "  i            on a repository: its issues; Enter opens an issue's comments (newest last)",
    "  c            in an issue's comments: write one (Enter sends, Esc stops writing)",
    "  F2           the inspector: every list's loads in flight and last events (r retry, R refresh)",
    "  ?            this help",
    "  q  Ctrl-C    quit (Ctrl-C from anywhere)",
  ]
}
