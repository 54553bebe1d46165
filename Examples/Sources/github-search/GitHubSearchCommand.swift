import ArgumentParser
import Foundation
import GitHubFixture
import GitHubSearch

/// `github-search`: search GitHub repositories in the terminal, paging through RefreshKit.
@main
struct GitHubSearchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "github-search",
    abstract: "Search GitHub repositories; results page in as you scroll.",
    discussion: """
      Keys: type to search (debounced), Enter or Tab to move to the list, ↑ ↓ PgUp PgDn Home \
      End to scroll (more pages load ahead of you), Ctrl-R to refresh, r (in the list) to \
      retry after an error, Esc or Ctrl-C to quit. Without --api-url it starts an offline \
      GitHub-compatible server in the process.
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

  @Option(help: "Start loading the next page this many rows before the end.")
  var prefetchDistance = 10

  @Option(help: "Wait this long after the last keystroke before searching.")
  var debounceMs = 300

  @Option(help: "In-process server: added latency per request, in milliseconds.")
  var latencyMs = 0

  @Option(help: "In-process server: random extra latency, in milliseconds.")
  var jitterMs = 0

  @Option(help: "In-process server: the share of requests that fail with a 5xx (0…1).")
  var failRate = 0.0

  func validate() throws {
    guard pages >= 1 else { throw ValidationError("--pages must be at least 1") }
    guard (1...100).contains(perPage) else { throw ValidationError("--per-page must be 1…100") }
    if print && (query ?? "").isEmpty { throw ValidationError("--print needs a QUERY") }
    if let apiURL, URL(string: apiURL)?.host == nil {
      throw ValidationError("--api-url must be a URL like https://api.github.com")
    }
  }

  func run() async throws {
    let backend = try await SearchBackend.start(
      dataFile: data, apiURL: apiURL.flatMap(URL.init(string:)),
      faults: FaultConfiguration(
        latencyMilliseconds: latencyMs, jitterMilliseconds: jitterMs, failureRate: failRate))
    do {
      if print {
        try await printResults(backend: backend)
      } else {
        try await SearchApp.run(
          backend: backend, query: query, perPage: perPage, prefetchDistance: prefetchDistance,
          debounce: .milliseconds(debounceMs))
      }
      await backend.stop()
    } catch {
      await backend.stop()
      throw error
    }
  }

  @MainActor
  private func printResults(backend: SearchBackend) async throws {
    let list = SearchList(manager: .search(configuration: backend.configuration), perPage: perPage)
    let repositories = try await PagedFetch(list: list, pages: pages).run(query: query ?? "") {
      FileHandle.standardError.write(Data("github-search: \($0)\n".utf8))
    }
    if json {
      let encoder = JSONEncoder()
      encoder.keyEncodingStrategy = .convertToSnakeCase
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
