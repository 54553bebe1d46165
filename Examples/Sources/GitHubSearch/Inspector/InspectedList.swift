import Logging
import RefreshKit

/// A live list the inspector (F2) shows: how to read it now, and its retry and refresh.
///
/// ```swift
/// let list = InspectedList(name: "search", pager: viewModel.list.pager, events: viewModel.list.events)
/// list.inspection().inFlight   // the loads it waits for
/// list.retry()                 // repeats what failed, or refreshes
/// ```
@MainActor
public struct InspectedList {
  /// The list's name.
  public let name: String
  /// What the list shows now.
  public let inspection: @MainActor () -> ListInspection
  /// Repeats what failed (the same page), or refreshes when nothing failed.
  public let retry: @MainActor () -> Void
  /// Refreshes the list.
  public let refresh: @MainActor () -> Void

  /// The list of `pager`, named `name`, with what `events` kept of its events.
  public init<Query, Cursor, Item>(
    name: String, pager: Pager<Query, Cursor, Item>, events: ListEventLog<Query, Cursor>
  ) {
    self.name = name
    inspection = { ListInspection(name: name, pager: pager, events: events) }
    retry = { Task { await pager.retry() } }
    refresh = { Task { await pager.refresh() } }
  }
}

extension BrowserServices {
  /// How many events each list keeps for the inspector.
  public static let inspectedEvents = 20

  /// With a ``logger``, logs the loads of `pager` under `name`.
  @MainActor
  public func instrument<Query, Cursor, Item>(_ pager: Pager<Query, Cursor, Item>, name: String) {
    if let logger { pager.instrumentation = PagerInstrumentation(name: name, logger: logger) }
  }
}
