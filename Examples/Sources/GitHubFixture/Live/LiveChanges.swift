import Foundation

/// `--live SEED`: the stars and descriptions of some repositories change over time, the same
/// way for the same seed.
///
/// Time is cut into ticks of `interval` seconds from `start`. At each tick a repository
/// changes with probability 1/3 (a hash of the seed, its id and the tick decides): its
/// `stargazers_count` becomes its dataset count plus 1…50, and at half of its changes its
/// description gets " (live update N)". Between changes it keeps the last one; `updated_at`
/// is the time of its last change.
///
/// ```swift
/// let live = LiveChanges(seed: 7, interval: 2, start: Date())
/// let now = live.apply(to: repository, at: Date())
/// ```
public struct LiveChanges: Sendable, Equatable {
  /// What the changes are derived from.
  public var seed: UInt64
  /// Seconds between ticks; at least 1.
  public var interval: Int
  /// When tick 0 starts (the server's start).
  public var start: Date

  /// How many ticks back a change is looked for; older changes are forgotten.
  static let memory = 64

  /// Creates live changes of `seed`, ticking every `interval` seconds from `start`.
  public init(seed: UInt64, interval: Int = 2, start: Date) {
    self.seed = seed
    self.interval = max(1, interval)
    self.start = start
  }

  /// The tick at `date` (0 before the first interval ended).
  func tick(at date: Date) -> Int {
    max(0, Int(date.timeIntervalSince(start).rounded(.down)) / interval)
  }

  /// The last tick at or before `tick` at which repository `id` changed, if any.
  func lastChange(of id: Int, atOrBefore tick: Int) -> Int? {
    var candidate = tick
    while candidate >= max(1, tick - Self.memory) {
      if hash(id, candidate) % 3 == 0 { return candidate }
      candidate -= 1
    }
    return nil
  }

  /// `repository` as it is at `date`, with the epoch second of its last live change.
  func apply(to repository: Repository, at date: Date) -> (Repository, changedAt: Int64?) {
    guard let change = lastChange(of: repository.id, atOrBefore: tick(at: date)) else {
      return (repository, nil)
    }
    var changed = repository
    let bits = hash(repository.id, change) >> 8
    changed.stargazersCount += 1 + Int(bits % 50)
    if (bits >> 8) % 2 == 0 {
      changed.description = (repository.description ?? "") + " (live update \(change))"
    }
    let at = Int64(start.timeIntervalSince1970.rounded(.down)) + Int64(change * interval)
    return (changed, at)
  }

  private func hash(_ id: Int, _ tick: Int) -> UInt64 {
    FNV1a.hash("\(seed)/\(id)/\(tick)")
  }
}
