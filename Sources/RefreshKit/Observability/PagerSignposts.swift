#if canImport(os)
  import os
  import RefreshKitLocking

  /// One `OSSignposter` interval per load of a pager, in the category named after the pager,
  /// so its loads show in Instruments: begun when a load starts, ended when it finishes,
  /// fails or is cancelled.
  final class PagerSignposts<Query: Hashable & Sendable, Cursor: Hashable & Sendable>: Sendable {
    /// The signposter and the intervals open, by load.
    private let state:
      Locked<
        (signposter: OSSignposter, open: [PageRequest<Query, Cursor>: OSSignpostIntervalState])
      >

    init(name: String) {
      state = Locked((OSSignposter(subsystem: "RefreshKit", category: name), [:]))
    }

    /// Begins or ends the interval of the load `event` is about.
    func record(_ event: PagerEvent<Query, Cursor>) {
      switch event.kind {
      case .loadStarted(let request, _):
        state.withLock { state in
          let id = state.signposter.makeSignpostID()
          state.open[request] = state.signposter.beginInterval("Load", id: id)
        }
      case .loadFinished(let request, _, _, _), .loadFailed(let request, _, _, _),
        .loadCancelled(let request, _):
        state.withLock { state in
          guard let interval = state.open.removeValue(forKey: request) else { return }
          state.signposter.endInterval("Load", interval)
        }
      case .resultDropped, .pageTrimmed, .cacheRead, .cacheWritten: break
      }
    }
  }
#else
  /// Signposts exist on Apple platforms only: here a pager records none.
  final class PagerSignposts<Query: Hashable & Sendable, Cursor: Hashable & Sendable>: Sendable {
    init(name: String) {}

    func record(_ event: PagerEvent<Query, Cursor>) {}
  }
#endif
