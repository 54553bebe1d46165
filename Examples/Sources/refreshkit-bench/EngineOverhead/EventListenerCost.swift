@_spi(Diagnostics) import RefreshKit

/// What a `Pager`'s events cost: pages applied per second of CPU time with an event observer
/// attached, and with one attached and stopped before loading (nothing listens), against a
/// pager that never had one, all in the same run. CPU time, because on a shared machine a
/// neighbour's load moves wall-clock time by more than the few percent measured here.
///
/// In each round the three pagers load in lockstep, a page each in turn, the order rotating
/// with every page, so that a slow stretch of the machine (a neighbour, a frequency step)
/// falls on all three alike; each load is timed on its own. The figures are the medians over
/// the rounds; each ratio is the median of the rounds' own ratios.
@MainActor
enum EventListenerCost {
  /// The figures of one measurement.
  struct Figures {
    /// Median pages per second of a pager that never had a listener.
    var none: Double
    /// Median pages per second with an observer counting every event.
    var listening: Double
    /// Median pages per second with an observer attached and stopped before loading.
    var released: Double
    /// The median of the rounds' `listening ÷ none`.
    var listeningRatio: Double
    /// The median of the rounds' `released ÷ none`.
    var releasedRatio: Double
    /// How many rounds were measured.
    var rounds: Int
  }

  private enum Arm: CaseIterable {
    case none, listening, released
  }

  /// Measures `rounds` rounds of `pages` pages of `pageSize` in each arm.
  static func measure(pages: Int, pageSize: Int, rounds: Int) async throws -> Figures {
    var perSecond: [Arm: [Double]] = [:]
    var ratios: [Arm: [Double]] = [:]
    var events = 0
    var releasedEvents = 0
    let arms = Arm.allCases
    for _ in 0..<rounds {
      var pagers: [Arm: PagerThroughput.FeedPager] = [:]
      for arm in arms {
        let pager = PagerThroughput.pager(pageSize: pageSize, total: pages * pageSize)
        switch arm {
        case .none: break
        case .listening: pager.observeEvents { _ in events += 1 }
        case .released: pager.stopObserving(pager.observeEvents { _ in releasedEvents += 1 })
        }
        pagers[arm] = pager
      }
      var seconds: [Arm: Double] = [:]
      for page in 0..<pages {
        for index in arms.indices {
          let arm = arms[(index + page) % arms.count]
          guard let pager = pagers[arm] else { continue }
          let start = CPUTime.process()
          if page == 0 { await pager.refresh() } else { await pager.loadMore() }
          seconds[arm, default: 0] += CPUTime.process() - start
        }
      }
      for (arm, pager) in pagers {
        guard pager.items.count == pages * pageSize else {
          throw BenchError.invalid(
            "the pager applied \(pager.items.count) of \(pages * pageSize) rows")
        }
        perSecond[arm, default: []].append(Double(pages) / seconds[arm, default: 0])
        ratios[arm, default: []].append(seconds[.none, default: 0] / seconds[arm, default: 0])
      }
    }
    // Each page: a load started and finished; nothing reaches a stopped observer.
    guard events == rounds * pages * 2, releasedEvents == 0 else {
      throw BenchError.invalid(
        "the listeners saw \(events) and \(releasedEvents) events, not \(rounds * pages * 2) and 0"
      )
    }
    return Figures(
      none: Statistics.median(perSecond[.none, default: []]),
      listening: Statistics.median(perSecond[.listening, default: []]),
      released: Statistics.median(perSecond[.released, default: []]),
      listeningRatio: Statistics.median(ratios[.listening, default: []]),
      releasedRatio: Statistics.median(ratios[.released, default: []]), rounds: rounds)
  }
}
