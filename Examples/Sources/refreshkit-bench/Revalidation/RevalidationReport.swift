/// The rows and notes of the revalidation scenario, with its goals checked.
@MainActor
struct RevalidationReport {
  /// A screen appearing over the fresh cached pages.
  let appearing: Appearing
  /// Nothing changed between caching and relaunching.
  let unchanged: Situation
  /// One repository on one page changed in between.
  let changed: Situation
  /// The repository that changed.
  let changedRepo: ListedRepo
  /// The ids of the page it is on.
  let changedPageIDs: Set<Int>
  /// Relaunches per arm and situation.
  let repetitions: Int

  /// The scenario's rows (RefreshKit: revalidating; baseline: every page fetched again)
  /// and its notes, goals included.
  func render() -> ScenarioReport {
    ScenarioReport(
      scenario: .revalidation,
      rows: [
        row(
          "fresh cache (max-age), screen appears: requests sent",
          Double(appearing.conditionalRequests), Double(appearing.plainRequests))
      ] + rows(unchanged, "nothing changed") + rows(changed, "1 page changed")
        + [
          row(
            "1 page changed: rows in the change sets", Double(changed.conditional.touchedIDs.count),
            Double(changed.plain.touchedIDs.count), unit: "rows")
        ],
      notes: notes)
  }

  private func rows(_ situation: Situation, _ name: String) -> [ResultRow] {
    let (conditional, plain) = (situation.conditional, situation.plain)
    return [
      row("\(name): requests sent", Double(conditional.requests), Double(plain.requests)),
      row(
        "\(name): response body bytes", Double(conditional.bodyBytes), Double(plain.bodyBytes),
        unit: "bytes"),
      row(
        "\(name): rate-limit units spent", Double(conditional.rateLimitUnits),
        Double(plain.rateLimitUnits), unit: "units"),
      row(
        "\(name): time until the list is fresh, median", conditional.seconds * 1000,
        plain.seconds * 1000, unit: "ms"),
      row(
        "\(name): change sets published", Double(conditional.changeSets),
        Double(plain.changeSets), unit: "change sets"),
    ]
  }

  private func row(_ metric: String, _ conditional: Double, _ plain: Double, unit: String = "")
    -> ResultRow
  {
    ResultRow(
      scenario: .revalidation, metric: metric, refreshKit: conditional, baseline: plain,
      unit: unit.isEmpty ? "requests" : unit, baselineName: "every page fetched again")
  }

  private var notes: [String] {
    let saved =
      1 - Double(unchanged.conditional.bodyBytes) / Double(max(unchanged.plain.bodyBytes, 1))
    let unchangedMet =
      unchanged.conditional.rateLimitUnits == 0 && saved >= 0.95
      && unchanged.conditional.changeSets == 0
    let changedIDs = changed.conditional.touchedIDs
    let changedMet =
      changedIDs == [changedRepo.id] && changedIDs.isSubset(of: changedPageIDs)
      && changed.conditional.changeSets == 1 && changed.conditional.rateLimitUnits == 1
    let page = RevalidationScenario.changedPlace.page + 1
    let row = RevalidationScenario.changedPlace.row + 1
    return [
      "In-process GitHubFixtureServer (generated dataset, no faults) on loopback; query "
        + "`\(RevalidationScenario.query)`, 10 pages of 100 following the `Link` header. A "
        + "conditional Pager first walks it into an InMemoryPageCache: 10 pages with their "
        + "ETags. Each relaunch is a new cache holding those pages and a new Pager on "
        + "HTTPPageLoader (a counting transport, one no-cache URLSession per server), "
        + "timed from `refresh()` until every row is fresh (`staleSince` nil, end reached). "
        + "Body bytes are the bodies URLSession delivered; header bytes are not counted.",
      "RefreshKit: `Pager(query:cache:cacheKey:loadPage:)` with `HTTPPageLoader.load`, which "
        + "revalidates the cached pages one by one with `If-None-Match`. Baseline: "
        + "`Pager(query:cache:cacheKey:revalidates: false, loadPage:)` with a loader that sends "
        + "no validators (today's relaunch): the first page "
        + "replaces the cached rows, then load-more fetches the other 9.",
      "Rate-limit units: `X-RateLimit-Used` after the run minus before it (the server's "
        + "rate-limit clock is stopped, so one window lasts the scenario), checked against the "
        + "responses that were not 304. Change sets: those published after the cached rows "
        + "showed. \(repetitions) relaunches per arm and situation, alternating which goes "
        + "first; every count agreed across them; times are medians. The fixture builds and "
        + "hashes every body, a 304's too (its ETag is the body's hash), so a 304 saves the "
        + "transfer and the client's decoding, not the server's work.",
      "Fresh cache: right after caching (the fixture sends `Cache-Control: max-age=60`) a "
        + "relaunch whose screen appears calls only `loadIfNeeded()`, the automatic first load: "
        + "\(count(appearing.conditionalRequests, "request")) revalidating, "
        + "\(count(appearing.plainRequests, "request")) without validators (its first page "
        + "replaces the cached rows).",
      "1 page changed: between caching and relaunching the server restarts on the same port "
        + "(so every URL in the bodies stays the same) with the description of repository "
        + "\(changedRepo.id) (`\(changedRepo.fullName)`, row \(row) of page \(page)) edited.",
      "Goal, nothing changed: 0 rate-limit units, ≥ 95 % fewer body bytes, 0 change sets: "
        + (unchangedMet ? "met" : "NOT met")
        + " (\(count(unchanged.conditional.rateLimitUnits, "unit")), "
        + "\(Format.number(saved * 100, decimals: 1)) % fewer bytes, "
        + "\(count(unchanged.conditional.changeSets, "change set"))).",
      "Goal, 1 page changed: one change set with exactly the changed row of page \(page), "
        + "1 rate-limit unit: " + (changedMet ? "met" : "NOT met")
        + " (\(count(changed.conditional.changeSets, "change set")) touching ids "
        + "\(changedIDs.sorted()), \(count(changed.conditional.rateLimitUnits, "unit"))).",
    ]
  }

  /// `1 unit`, `0 units`.
  private func count(_ value: Int, _ noun: String) -> String {
    "\(value) \(noun)\(value == 1 ? "" : "s")"
  }
}
