@_spi(Diagnostics) import RefreshKit

/// What the inspector shows of one list at one moment: its query, load states, loads in
/// flight, rows held and placeholders, and its last events, already in words.
///
/// ```swift
/// let inspection = ListInspection(name: "search", pager: pager, events: events)
/// inspection.inFlight    // ["append cursor=2 attempt=1 · 0.4 s"]
/// inspection.events.last // "1.250 s  finished append cursor=2 …: 30 rows from network"
/// ```
public struct ListInspection: Hashable, Sendable {
  /// The list's name ("search", "issues of apple/swift").
  public var name: String
  /// The pager's query, as text.
  public var query: String
  /// "refresh idle · append loading · prepend end reached".
  public var states: String
  /// One line per load in flight: direction, cursor, attempt and how long it has run.
  public var inFlight: [String]
  /// The rows the pager holds.
  public var rowsHeld: Int
  /// The placeholder rows before the rows held.
  public var placeholdersBefore: Int
  /// The placeholder rows after the rows held.
  public var placeholdersAfter: Int
  /// The last events, oldest first, each with its time on the pager's clock.
  public var events: [String]

  /// The inspection of `pager` now, with what `events` kept of its events.
  @MainActor
  public init<Query, Cursor, Item>(
    name: String, pager: Pager<Query, Cursor, Item>, events log: ListEventLog<Query, Cursor>
  ) {
    self.name = name
    query = String(describing: pager.query)
    let states = pager.loadStates
    self.states = [
      "refresh \(Self.words(states.refresh))", "append \(Self.words(states.append))",
      "prepend \(Self.words(states.prepend))",
    ].joined(separator: " · ")
    let now = ContinuousClock.now
    inFlight = log.inFlight.map { load in
      let request = load.request
      let cursor = request.cursor.map { "\($0)" } ?? "nil"
      let elapsed = Self.seconds(now - load.started, digits: 1)
      return "\(request.direction) cursor=\(cursor) attempt=\(request.attempt) · \(elapsed) s"
    }
    rowsHeld = pager.items.count
    placeholdersBefore = pager.placeholdersBefore
    placeholdersAfter = pager.placeholdersAfter
    events = log.recent.map { "\(Self.seconds($0.time, digits: 3)) s  \($0)" }
  }

  static func words(_ state: LoadState) -> String {
    switch state {
    case .loading: "loading"
    case .failed(let failure): "failed (\(failure.displayMessage))"
    case .notLoading(let endReached): endReached ? "end reached" : "idle"
    }
  }

  /// `duration` in seconds with `digits` decimals: `0.4`, `12.345`.
  static func seconds(_ duration: Duration, digits: Int) -> String {
    (duration / .seconds(1)).formatted(.number.precision(.fractionLength(digits)).grouping(.never))
  }
}
