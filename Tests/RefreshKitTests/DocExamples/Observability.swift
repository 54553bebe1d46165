// The code blocks of Documentation.docc/Observability.md, verbatim: they must compile (the events
// are diagnostics: the article says to import them with `@_spi(Diagnostics)`).
import Logging
import Metrics
@_spi(Diagnostics) import RefreshKit

@MainActor
func watchLoads(of pager: Pager<String, Int, Repository>) -> Task<Void, Never> {
  let events = pager.events()  // ends when the pager is released
  return Task {
    for await event in events {
      switch event.kind {
      case .loadStarted(let request, let reason):
        print("\(event.time): page \(request.cursor ?? 1) of \(request.direction), \(reason)")
      case .loadFailed(_, let error, _, let retryAt):
        print("failed: \(error); retried at \(retryAt.map { "\($0)" } ?? "never")")
      default:
        print(event)  // one line, without the query: "finished append cursor=2 …"
      }
    }
  }
}

func firstEvents(of pager: Pager<String, Int, Repository>, count: Int) async -> [String] {
  var lines: [String] = []
  for await event in await pager.events() {
    lines.append(event.description)
    if lines.count == count { break }
  }
  return lines
}

@MainActor
func instrumentSearch(_ pager: Pager<String, Int, Repository>) {
  var logger = Logger(label: "com.example.search")
  logger.logLevel = .debug
  pager.instrumentation = PagerInstrumentation(
    name: "search", logger: logger, metrics: MetricsSystem.factory)
}
