/// The physical limit of a cell: pages requested back to back from the start, one in flight,
/// with the latencies of the same network; the user waits only for a page not arrived yet.
struct PrefetchLimit {
  let network: PrefetchNetwork
  let user: PrefetchUser
  let pageSize: Int
  let seed: UInt64

  /// The stall in milliseconds.
  func stallMs() -> Int {
    let durationMs = user.durationMs
    var arrivals: [Int] = []
    var time = 0
    for page in 1...(user.lastRow / pageSize + 1) {
      time += network.latencyMs(page: page, at: time, of: durationMs, seed: seed)
      arrivals.append(time)
    }
    var shift = arrivals[0]
    var stall = 0
    var row = user.visibleRows - 1
    for stepMs in user.stepTimesMs {
      row += 1
      let now = shift + stepMs
      let arrival = arrivals[row / pageSize]
      if arrival > now {
        stall += arrival - now
        shift += arrival - now
      }
    }
    return stall
  }
}
