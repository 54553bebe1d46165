/// Word lists for the generated dataset; arrays (not dictionaries) keep generation deterministic.
enum GeneratorVocabulary {
  /// Organization-like logins; these accounts own many repositories.
  static let organizations = [
    "nimbus-labs", "orbitdev", "acme-oss", "cobalt-io", "hexagon-software", "lumen-systems",
    "polaris-hq", "quasar-tools", "redwood-dev", "silverline", "tidepool-org", "vertex-cloud",
    "zenith-ai", "openharbor", "bytecraft", "cloudnative-lab", "datafoundry", "edgeworks",
    "fieldstone", "gridline", "ironbark", "juniper-tech", "kestrel-io", "meridian-oss",
    "northwind-dev", "oakleaf", "pinecone-labs", "riverbed-oss", "summit-engineering", "tundra-dev",
  ]

  /// Given names used to build personal logins.
  static let givenNames = [
    "alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy", "kai",
    "lena", "mallory", "nina", "oscar", "peggy", "quinn", "rupert", "sybil", "trent", "ursula",
    "victor", "wendy", "xander", "yuki", "zoe", "hiro", "mei", "arjun", "priya", "lars", "ingrid",
    "mateo", "sofia", "omar", "leila", "chen", "wei", "jin", "sora", "anya", "dmitri", "kofi",
  ]

  /// Family names used to build personal logins.
  static let familyNames = [
    "smith", "tanaka", "nguyen", "garcia", "mueller", "rossi", "kim", "chen", "patel", "silva",
    "novak", "larsen", "okafor", "dubois", "kowalski", "haddad", "ivanova", "jensen", "moreau",
    "sato", "wang", "li", "zhang", "park", "costa", "fischer", "berg", "lopez", "khan", "ali",
  ]

  /// Adjectives for repository names and descriptions.
  static let adjectives = [
    "fast", "tiny", "simple", "modern", "reactive", "async", "minimal", "smart", "secure",
    "scalable", "lightweight", "portable", "robust", "typed", "functional", "declarative",
    "distributed", "embedded", "headless", "blazing", "elegant", "pragmatic", "awesome", "open",
  ]

  /// Nouns for repository names and descriptions.
  static let nouns = [
    "router", "parser", "cache", "queue", "scheduler", "logger", "server", "client", "renderer",
    "compiler", "linter", "formatter", "bundler", "crawler", "scraper", "tracker", "dashboard",
    "editor", "terminal", "shell", "engine", "framework", "toolkit", "sdk", "api", "proxy",
    "gateway", "database", "store", "index", "search", "chart", "graph", "grid", "layout", "theme",
    "icons", "fonts", "player", "recorder", "camera", "scanner", "wallet", "chat", "bot", "agent",
    "notebook", "pipeline", "workflow", "monitor", "profiler", "debugger", "emulator", "game",
  ]

  /// Name prefixes (ecosystem markers).
  static let prefixes = [
    "swift", "py", "go", "rust", "react", "vue", "node", "awesome", "open", "micro", "neo", "hyper",
  ]

  /// Name suffixes.
  static let suffixes = ["kit", "js", "rs", "cli", "core", "ui", "lib", "hub", "x", "lite", "pro"]

  /// Problem domains for descriptions.
  static let domains = [
    "web applications", "mobile apps", "machine learning", "data pipelines", "microservices",
    "command-line tools", "game development", "home automation", "observability", "DevOps",
    "static sites", "REST APIs", "GraphQL", "embedded devices", "scientific computing",
  ]

  /// Chinese domain words for CJK descriptions.
  static let chineseDomains = ["网络请求", "数据可视化", "机器学习", "微服务", "命令行", "前端组件"]

  /// Japanese domain words for CJK descriptions.
  static let japaneseDomains = ["ウェブアプリ", "データ解析", "機械学習", "ゲーム開発"]

  /// Emoji used at the start of some descriptions.
  static let emoji = ["🚀", "✨", "⚡️", "🔥", "📦", "🛠️", "🌈", "🐙", "🦀", "🐍", "🤖", "🎨"]

  /// Languages with relative weights (a rough picture of GitHub's popular languages);
  /// a nil language stands for repositories GitHub detects no language for.
  static let languages: [(name: String?, weight: Double)] = [
    ("JavaScript", 14), ("Python", 14), ("TypeScript", 11), ("Java", 8), ("Go", 7),
    ("C++", 6), ("Rust", 5), ("C", 4), ("C#", 4), ("PHP", 4), ("Ruby", 3), ("Swift", 3),
    ("Kotlin", 3), ("Shell", 2), ("Jupyter Notebook", 2), ("HTML", 2), ("Dart", 1.5),
    ("Vue", 1), ("CSS", 1), ("Scala", 1), ("Lua", 1), ("Objective-C", 1), ("R", 0.8),
    ("Haskell", 0.7), ("Elixir", 0.6), ("Zig", 0.3), (nil, 5),
  ]
}
