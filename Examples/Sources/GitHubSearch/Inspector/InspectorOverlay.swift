/// The inspector (F2): an overlay over the current screen that shows, for every live list on
/// the screen stack, its query, load states, loads in flight (direction, cursor, attempt,
/// how long), rows held and placeholders, and the last events of the chosen one; `r` retries
/// and `R` refreshes the chosen list by hand.
///
/// ```swift
/// let inspector = InspectorOverlay()
/// _ = inspector.handle(.moveSelection(by: 1), lists: lists)   // choose the next list
/// _ = inspector.handle(.refresh, lists: lists)                // retry it
/// let content = inspector.content(lists: lists, visibleRows: 30)
/// ```
@MainActor
public final class InspectorOverlay {
  /// The index of the chosen list.
  public private(set) var selected = 0

  /// Creates an inspector on the first list.
  public init() {}

  /// Chooses a list, retries (`r`) or refreshes (`R`) the chosen one; returns a message.
  public func handle(_ command: BrowserCommand, lists: [InspectedList]) -> String? {
    guard !lists.isEmpty else { return "No list to inspect" }
    selected = min(selected, lists.count - 1)
    switch command {
    case .moveSelection(let delta):
      selected = max(0, min(lists.count - 1, selected + delta))
    case .refresh:
      lists[selected].retry()
      return "Retrying \(lists[selected].name)"
    case .refreshList:
      lists[selected].refresh()
      return "Refreshing \(lists[selected].name)"
    default:
      break
    }
    return nil
  }

  /// Every list in a few lines (the chosen one marked ▸), then the chosen list's last events.
  public func content(lists: [InspectedList], visibleRows: Int) -> ScreenContent {
    let title = "Inspector — \(lists.count == 1 ? "1 list" : "\(lists.count) lists")"
    guard !lists.isEmpty else {
      return ScreenContent(title: title, rows: ["No list on the screen stack"])
    }
    selected = min(selected, lists.count - 1)
    let inspections = lists.map { $0.inspection() }
    var rows: [String] = []
    for (index, list) in inspections.enumerated() {
      rows.append("\(index == selected ? "▸" : " ") \(list.name) · query \(list.query)")
      rows.append("    \(list.states)")
      rows.append(
        "    \(list.rowsHeld) rows held · placeholders \(list.placeholdersBefore) before, "
          + "\(list.placeholdersAfter) after")
      rows += list.inFlight.map { "    in flight: \($0)" }
    }
    let chosen = inspections[selected]
    rows.append("")
    rows.append("Last events of \(chosen.name):")
    rows += chosen.events.isEmpty ? ["    none yet"] : chosen.events.map { "    \($0)" }
    // The events are what changes most: when the lines do not fit, the newest stay.
    let body = rows.count > visibleRows ? Array(rows.suffix(visibleRows)) : rows
    return ScreenContent(
      title: title, subtitle: "over the current screen", rows: body,
      footer: "\(chosen.name): \(chosen.inFlight.count) loads in flight")
  }
}
