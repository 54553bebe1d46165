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
      """)

  @Argument(help: "The query to start with (GitHub's syntax, e.g. 'language:swift stars:>100').")
  var query: String?

  @Flag(help: "Print the results and exit instead of opening the terminal UI.")
  var print = false

  @Option(help: "With --print: how many pages to fetch.")
  var pages = 1

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
      Hold at most this many rows per list: pages far from the selection are dropped (shown \
      as …) and load again when you come back; the header says how many are held.
      """)
  var maxItems: Int?

  @Option(help: "Wait this long after the last keystroke before searching.")
  var debounceMs = 300

  @Option(help: "In-process server: added latency per request, in milliseconds.")
  var latencyMs = 0

  @Option(help: "In-process server: random extra latency, in milliseconds.")
  var jitterMs = 0

  @Option(help: "In-process server: the share of requests that fail with a 5xx (0…1).")
  var failRate = 0.0

  @Option(help: "In-process server: the share of stars and unstars refused with a 5xx (0…1).")
  var writeFailRate = 0.0

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
      X-Poll-Interval.
      """)
  var pollInterval = 60

  @Option(
    help: """
      The SQLite file the lists keep their pages in, shown at once on the next launch and \
      offline (default: $XDG_CACHE_HOME or ~/.cache, refreshkit-github-search/pages.sqlite).
      """)
  var cache: String?

  @Flag(help: "Keep no pages between launches (and retry failures only on r).")
  var noCache = false

  @Option(
    help: ArgumentHelp(
      "Write the lists on the screen stack (targets, rows, load states) to this JSON file on q, Ctrl-C and SIGUSR1.",
      visibility: .hidden))
  var dumpLists: String?

  @Option(
    help: "Write the library's and the app's logs to this file (appended; off by default).")
  var logFile: String?

  @Option(help: "With --log-file: debug or trace (trace adds each load's steps).")
  var logLevel: LogFileLevel = .debug

  func validate() throws {
    guard pages >= 1 else { throw ValidationError("--pages must be at least 1") }
    guard (1...100).contains(perPage) else { throw ValidationError("--per-page must be 1…100") }
    if print && (query ?? "").isEmpty { throw ValidationError("--print needs a QUERY") }
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
    guard (0...1).contains(writeFailRate) else {
      throw ValidationError("--write-fail-rate must be between 0 and 1")
    }
    guard pollInterval >= 1, liveInterval >= 1 else {
      throw ValidationError("--poll-interval and --live-interval must be at least 1")
    }
    if data != nil, apiURL != nil {
      throw ValidationError("--data is for the in-process server; leave it out with --api-url")
    }
  }

  func run() async throws {
    let backend = try await AppBackend.start(
      dataFile: data, generated: generated, apiURL: apiURL.flatMap(URL.init(string:)),
      faults: FaultConfiguration(
        latencyMilliseconds: latencyMs, jitterMilliseconds: jitterMs, failureRate: failRate,
        writeFailureRate: writeFailRate),
      live: live.map { (seed: $0, interval: liveInterval) })
    do {
      if print {
        try await printResults(backend: backend)
      } else {
        var services = backend.services(perPage: perPage)
        services.pageCache = try openPageCache(source: backend.cacheSource)
        services.maxItems = maxItems
        services.pollInterval = .seconds(pollInterval)
        if let logFile {
          services.logger = try AppLogging.bootstrap(
            file: logFile, level: logLevel.level, source: backend.description)
        }
        try await TerminalApp.run(
          services: services,
          query: query.flatMap { $0.isEmpty ? nil : $0 },
          source: backend.description, debounce: .milliseconds(debounceMs), dumpLists: dumpLists)
      }
      await backend.stop()
    } catch {
      await backend.stop()
      throw error
    }
  }

  @MainActor
  private func printResults(backend: AppBackend) async throws {
    let list = RepositoryListModel(
      target: .search(query: query ?? "", page: 1), lists: backend.services(perPage: perPage).lists)
    let repositories = try await PagedFetch(list: list, pages: pages).run(query: query ?? "") {
      FileHandle.standardError.write(Data("github-search: \($0)\n".utf8))
    }
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
