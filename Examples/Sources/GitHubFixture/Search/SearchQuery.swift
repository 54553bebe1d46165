/// A parsed GitHub repository search query (the `q` parameter).
///
/// Free keywords are ANDed and matched case-insensitively against name, full name and
/// description. Supported qualifiers: `language:X`, `user:X` / `org:X` (owner login; repeated
/// qualifiers of one kind are ORed), `stars:N`, `forks:N` with the forms of ``NumericRange``,
/// and `archived:true` / `archived:false` (only archived repositories / none; the last one
/// wins, another value is ignored).
/// Double quotes group words into one keyword or qualifier value (`language:"Jupyter Notebook"`).
/// `in:`, `is:`, `fork:`, `mirror:`, `topic:` and `sort:` are accepted and ignored; any other
/// `key:value` token is treated as a keyword. `fork:` is ignored on purpose: GitHub leaves
/// forks out of results unless a query says `fork:true` or `fork:only`, and the fixture's
/// search keeps them in, so that a client's own fork filter has rows to hide.
struct SearchQuery: Sendable, Equatable {
  /// Lowercased free keywords.
  var keywords: [String] = []
  /// Lowercased languages; a repository matches if it has any of them.
  var languages: [String] = []
  /// Lowercased owner logins; a repository matches if it belongs to any of them.
  var owners: [String] = []
  /// Star-count ranges; all must match.
  var stars: [NumericRange] = []
  /// Fork-count ranges; all must match.
  var forks: [NumericRange] = []
  /// `archived:true` (only archived repositories) or `archived:false` (none); nil: both.
  var archived: Bool?

  private static let ignoredQualifiers: Set<String> = [
    "in", "is", "fork", "mirror", "topic", "topics", "sort",
  ]

  /// Whether the query has no keywords and no qualifiers at all.
  var isEmpty: Bool { self == SearchQuery() }

  /// Parses `q`; never fails (unknown syntax degrades to keywords).
  init(parsing text: String) {
    for token in Self.tokenize(text) {
      guard !token.quotedKey, let colon = token.text.firstIndex(of: ":"),
        colon != token.text.startIndex
      else {
        keywords.append(token.text.lowercased())
        continue
      }
      let key = token.text[..<colon].lowercased()
      let value = String(token.text[token.text.index(after: colon)...])
      if !apply(key: key, value: value) {
        keywords.append(token.text.lowercased())
      }
    }
  }

  /// Creates an empty query.
  init() {}

  /// Applies one qualifier; returns false when `key` is not a qualifier this fixture knows.
  private mutating func apply(key: String, value: String) -> Bool {
    switch key {
    case "language":
      languages.append(value.lowercased())
    case "user", "org":
      if !owners.contains(value.lowercased()) { owners.append(value.lowercased()) }
    case "stars":
      guard let range = NumericRange(qualifier: value) else { return false }
      stars.append(range)
    case "forks":
      guard let range = NumericRange(qualifier: value) else { return false }
      forks.append(range)
    case "archived":
      switch value.lowercased() {
      case "true": archived = true
      case "false": archived = false
      default: break
      }
    default:
      return Self.ignoredQualifiers.contains(key)
    }
    return true
  }

  private struct Token {
    var text = ""
    /// Whether the token started with a quote (then it is never a qualifier).
    var quotedKey = false
  }

  /// Splits on whitespace outside double quotes and removes the quotes.
  private static func tokenize(_ text: String) -> [Token] {
    var tokens: [Token] = []
    var current = Token()
    var inQuotes = false
    var hasContent = false
    for character in text {
      if character == "\"" {
        if !hasContent { current.quotedKey = true }
        inQuotes.toggle()
        hasContent = true
      } else if character.isWhitespace && !inQuotes {
        if !current.text.isEmpty { tokens.append(current) }
        current = Token()
        hasContent = false
      } else {
        current.text.append(character)
        hasContent = true
      }
    }
    if !current.text.isEmpty { tokens.append(current) }
    return tokens
  }
}
