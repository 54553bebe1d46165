import ArgumentParser
import Foundation
import GitHubBrowser

/// `github-browser`: search → an owner's repositories → a repository's detail, in the terminal.
@main
struct GitHubBrowserCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "github-browser",
    abstract: "Browse GitHub in the terminal: search, an owner's repositories, a repository.",
    discussion: """
      Enter opens the selected row (search result → owner's repositories → detail), \
      Esc or Backspace goes back, ? shows the help, / edits the query, r refreshes, q quits. \
      Without --api-url the GitHub fixture server runs in-process.
      """)

  @Argument(help: "The query to start with (GitHub's syntax, e.g. 'language:swift stars:>100').")
  var query = "swift"

  @Option(
    help: "A GitHub REST API to use instead of the in-process server, e.g. https://api.github.com."
  )
  var apiURL: String?

  @Option(help: "A JSON dataset for the in-process server (the format of github-repos.json).")
  var data: String?

  func validate() throws {
    if let apiURL, URL(string: apiURL)?.scheme == nil {
      throw ValidationError("--api-url must be an absolute URL, e.g. https://api.github.com")
    }
    if data != nil, apiURL != nil {
      throw ValidationError("--data is for the fixture server; leave it out with --api-url")
    }
    if query.trimmingCharacters(in: .whitespaces).isEmpty {
      throw ValidationError("the query must not be empty")
    }
  }

  func run() async throws {
    let backend = try await BrowserBackend.start(
      dataFile: data, apiURL: apiURL.flatMap { URL(string: $0) })
    let outcome: Result<Void, any Error>
    do {
      try await BrowserTerminalApp.run(services: backend.services, query: query)
      outcome = .success(())
    } catch {
      outcome = .failure(error)
    }
    await backend.stop()
    try outcome.get()
  }
}
