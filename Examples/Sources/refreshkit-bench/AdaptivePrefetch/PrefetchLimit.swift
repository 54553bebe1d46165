/// The physical limit of a cell: pages requested back to back from the start, one at a
/// time, with the same latencies; the user waits only when a page has not arrived yet.
struct PrefetchLimit {
  let network: PrefetchNetwork
  let user: PrefetchUser
  let pageSize: Int
  let seed: UInt64

  /// The stall in seconds.
  func stall() -> Double {
    let gaps = user.gaps
    let duration = gaps.reduce(0, +)
    let pages = user.lastRow / pageSize + 1
    var arrivals: [Double] = []
    var time = 0.0
    for page in 1...pages {
      time += network.latency(page: page, at: time, of: duration, seed: seed)
      arrivals.append(time)
    }
    var now = arrivals[0]
    var row = user.visibleRows - 1
    var stall = 0.0
    for gap in gaps {
      now += gap
      row += 1
      let arrival = arrivals[row / pageSize]
      if arrival > now {
        stall += arrival - now
        now = arrival
      }
    }
    return stall
  }
}
