import ArgumentParser
import Foundation
import GitHubFixture
import GitHubSearch
import Logging
import RefreshKit

/// `github-search`: search GitHub repositories in the terminal, open an owner's repositories
/// and a repository's detail; lists page through RefreshKit, screens route through Decomposer.
@main
struct GitHubSearchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "github-search",
    abstract: "Search GitHub repositories, then browse an owner's repositories and a repository.",
    discussion: """
      Keys: type to search (results follow as you type; Enter searches at once), Enter, ↓ or \
      Tab to move to the results, ↑ ↓ PgUp PgDn Home End or the mouse wheel to scroll (more \
      pages load ahead of you), Enter to open a result's owner and then a repository, Esc or \
      Backspace to go back, ? for help, r or Ctrl-R to refresh (or retry), / to search again, \
      q or Ctrl-C to quit. Without --api-url it starts an offline GitHub-compatible server in \
      the process. With --api-url, a token is read from the GITHUB_TOKEN environment \
      variable and sent only to that host.

      Script mode: QUERY --print [--pages N] [--per-page N] [--json] prints the results and \
      exits. --log-file and --log-level work there too; --cache PATH keeps the printed pages \
      and prints them when the server cannot be reached. The terminal UI's own options \
      (--max-items, --dump-lists, --debounce-ms, --poll-interval, --write-fail-rate) are \
      refused with --print, and --pages and --json without it.
      """)

  @Argument(help: "The query to start with (GitHub's syntax, e.g. 'language:swift stars:>100').")
  var query: String?

  @Flag(help: "Print the results and exit instead of opening the terminal UI.")
  var print = false

  @Option(help: "With --print: how many pages to fetch (default: 1).")
  var pages: Int?

  @Option(help: "Results per page (GitHub caps it at 100).")
  var perPage = 30

  @Flag(help: "With --print: one JSON array of the repositories, in order.")
  var json = false

  @Option(
    help: "A GitHub REST API to use instead of the in-process server, e.g. https://api.github.com.")
  var apiURL: String?

  @Option(help: "A JSON dataset for the in-process server (the format of github-repos.json).")
  var data: String?

  @Option(help: "In-process server: how many repositories the generated data set has.")
  var generated = RepositoryDataset.defaultGeneratedCount

  @Option(
    help: """
      Hold at most this many rows per list (at least four pages): pages far from the \
      selection are dropped (shown as …) and load again when you come back; the header says \
      how many are held. Not with --print, which prints every row of its pages.
      """)
  var maxItems: Int?

  @Option(help: "Wait this long after the last keystroke before searching (default: 300).")
  var debounceMs: Int?

  @Option(help: "In-process server: added latency per request, in milliseconds.")
  var latencyMs = 0

  @Option(help: "In-process server: random extra latency, in milliseconds.")
  var jitterMs = 0

  @Option(help: "In-process server: the share of requests that fail with a 5xx (0…1).")
  var failRate = 0.0

  @Option(
    help: """
      In-process server: the share of stars and comments refused with a 5xx (0…1; default: 0).
      """)
  var writeFailRate: Double?

  @Option(
    help: """
      In-process server: live mode, in which stars and descriptions of some repositories \
      change every --live-interval seconds, the same way for the same SEED.
      """)
  var live: UInt64?

  @Option(help: "In-process server: seconds between live changes.")
  var liveInterval = 2

  @Option(
    help: """
      Seconds between the detail's polls of its repository when the server sends no \
      X-Poll-Interval (default: 60).
      """)
  var pollInterval: Int?

  @Option(
    help: """
      The SQLite file the lists keep their pages in, shown at once on the next launch and \
      offline (default: $XDG_CACHE_HOME or ~/.cache, refreshkit-github-search/pages.sqlite). \
      With --print only when given: pages still fresh are printed from it, the others are \
      revalidated, the pages printed are kept there, and when the server cannot be reached \
      the cached rows are printed (stderr says so).
      """)
  var cache: String?

  @Flag(
    help: """
      Keep no pages between launches (and retry failures only on r); what --print does \
      without --cache.
      """)
  var noCache = false

  @Option(
    help: ArgumentHelp(
      "Write the lists on the screen stack (targets, rows, load states) to this JSON file on q, Ctrl-C and SIGUSR1.",
      visibility: .hidden))
  var dumpLists: String?

  @Option(
    help: "Write the library's and the app's logs to this file (appended; off by default).")
  var logFile: String?

  @Option(help: "With --log-file: debug or trace (trace adds each load's steps; default: debug).")
  var logLevel: LogFileLevel?

  func validate() throws {
    if let pages, pages < 1 { throw ValidationError("--pages must be at least 1") }
    guard (1...100).contains(perPage) else { throw ValidationError("--per-page must be 1…100") }
    if print && (query ?? "").isEmpty { throw ValidationError("--print needs a QUERY") }
    if let refusal = print ? uiOnlyOptionGiven : printOnlyOptionGiven {
      throw ValidationError(refusal)
    }
    if logLevel != nil, logFile == nil {
      throw ValidationError("--log-level needs --log-file: without it nothing is logged")
    }
    if let apiURL, URL(string: apiURL)?.host == nil {
      throw ValidationError("--api-url must be a URL like https://api.github.com")
    }
    if noCache, cache != nil { throw ValidationError("--cache and --no-cache exclude each other") }
    if let maxItems {
      do {
        _ = try RepositoryListModel.configuration(perPage: perPage, maxItems: maxItems)
      } catch {
        throw ValidationError("--max-items: \(error)")
      }
    }
    guard generated >= 0 else { throw ValidationError("--generated must be 0 or more") }
    guard (0...1).contains(writeFailRate ?? 0) else {
      throw ValidationError("--write-fail-rate must be between 0 and 1")
    }
    guard (pollInterval ?? 1) >= 1, liveInterval >= 1 else {
      throw ValidationError("--poll-interval and --live-interval must be at least 1")
    }
    if data != nil, apiURL != nil {
      throw ValidationError("--data is for the in-process server; leave it out with --api-url")
    }
  }

  /// The first option given that only the terminal UI reads, as the usage error that
  /// refuses it with `--print` (which would otherwise ignore it); `nil` when none is.
  var uiOnlyOptionGiven: String? {
    if maxItems != nil {
      return """
        --max-items is for the terminal UI, whose lists drop the rows far from the selection; \
        --print holds and prints every row of its --pages (fewer pages or --per-page print less)
        """
    }
    if dumpLists != nil {
      return "--dump-lists writes the terminal UI's lists; --print writes its list to stdout"
    }
    if debounceMs != nil {
      return "--debounce-ms is for typing in the terminal UI; --print searches its QUERY at once"
    }
    if pollInterval != nil {
      return "--poll-interval is for the terminal UI's repository detail; --print polls nothing"
    }
    if writeFailRate != nil {
      return "--write-fail-rate refuses stars and comments, which --print never sends"
    }
    return nil
  }

  /// The first option given that only `--print` reads, as the usage error that refuses it
  /// without `--print`; `nil` when none is.
  var printOnlyOptionGiven: String? {
    if pages != nil {
      return "--pages is for --print; the terminal UI loads pages as you scroll"
    }
    if json { return "--json is for --print" }
    return nil
  }

  func run() async throws {
    let backend = try await AppBackend.start(
      dataFile: data, generated: generated, apiURL: apiURL.flatMap(URL.init(string:)),
      faults: FaultConfiguration(
        latencyMilliseconds: latencyMs, jitterMilliseconds: jitterMs, failureRate: failRate,
        writeFailureRate: writeFailRate ?? 0),
      live: live.map { (seed: $0, interval: liveInterval) })
    do {
      var services = backend.services(perPage: perPage)
      if let logFile {
        services.logger = try AppLogging.bootstrap(
          file: logFile, level: (logLevel ?? .debug).level, source: backend.description)
      }
      if print {
        // A script keeps pages only where --cache says, never in the user's cache by default.
        if cache != nil { services.pageCache = try openPageCache(source: backend.cacheSource) }
        try await printResults(services: services)
      } else {
        services.pageCache = try openPageCache(source: backend.cacheSource)
        services.maxItems = maxItems
        services.pollInterval = .seconds(pollInterval ?? 60)
        try await TerminalApp.run(
          services: services,
          query: query.flatMap { $0.isEmpty ? nil : $0 },
          source: backend.description, debounce: .milliseconds(debounceMs ?? 300),
          dumpLists: dumpLists)
      }
      await backend.stop()
    } catch {
      await backend.stop()
      throw error
    }
  }

  /// The script mode: fetches `--pages` pages through a list of `services` (its pager logs
  /// as `print` with `--log-file`; with `--cache`, the list keeps its pages there and falls
  /// back on them offline) and prints them.
  @MainActor
  private func printResults(services: BrowserServices) async throws {
    let list = RepositoryListModel(
      target: .search(query: query ?? "", page: 1), lists: services.lists,
      cache: services.pageCache, retriesOffline: false, perPage: services.perPage,
      conditionalLists: services.pageCache == nil ? nil : services.conditionalLists)
    services.instrument(list.pager, name: "print")
    let log = services.logger.map { _ in Logger(label: "github-search") }
    let repositories: [GitHubSearch.Repository]
    do {
      repositories = try await PagedFetch(list: list, pages: pages ?? 1).run(query: query ?? "") {
        log?.notice("\($0)")
        FileHandle.standardError.write(Data("github-search: \($0)\n".utf8))
      }
    } catch {
      // What the user is told, never the error's own text (which may hold the query's URL).
      let reason = (error as? any PresentableError)?.displayMessage ?? "\(type(of: error))"
      log?.error("print failed", metadata: ["reason": "\(reason)"])
      throw error
    }
    log?.info("printed", metadata: ["repositories": "\(repositories.count)"])
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      FileHandle.standardOutput.write(try encoder.encode(repositories) + Data("\n".utf8))
    } else {
      for repository in repositories {
        Swift.print(
          "\(repository.fullName)\t\(repository.stargazersCount)\t\(repository.language ?? "")")
      }
    }
  }
}

extension GitHubSearchCommand {
  /// The page cache of the lists, unless `--no-cache`: `--cache PATH` or the user's cache
  /// directory, in the partition of `source`. A file that was not a readable cache is
  /// replaced, and said so on stderr.
  func openPageCache(source: PageCacheSource) throws -> ListPageCache? {
    guard !noCache else { return nil }
    let opened = try ListPageCache.open(path: cache ?? ListPageCache.defaultPath(), source: source)
    if let recovery = opened.recovery {
      FileHandle.standardError.write(Data("github-search: \(recovery); started anew\n".utf8))
    }
    return opened.cache
  }
}
