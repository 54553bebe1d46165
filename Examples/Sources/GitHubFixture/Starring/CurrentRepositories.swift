import Foundation

/// The repositories as the fixture serves them now: the dataset's, with the stars users gave
/// (``StarBook``) and, in live mode, the changes of ``LiveChanges``.
///
/// `updated_at` moves forward with every change, so that a client keeping the newest copy by
/// it never takes an older one for newer: unchanged, it is the last push; after changes, the
/// later of the last change and the last push plus the time from the server's start to the
/// last change (a dataset may have pushes later than the server's clock).
///
/// Search and the owner listings filter and order by the dataset's values (GitHub's search
/// index lags behind too); every body shows the current ones.
struct CurrentRepositories: Sendable {
  let stars: StarBook
  let live: LiveChanges?
  let now: @Sendable () -> Date
  /// The server's start, in epoch seconds.
  let start: Int64

  init(stars: StarBook, live: LiveChanges?, now: @escaping @Sendable () -> Date) {
    self.stars = stars
    self.live = live
    self.now = now
    self.start = Int64((live?.start ?? now()).timeIntervalSince1970.rounded(.down))
  }

  /// `repository` now, and its `updated_at`.
  func current(_ repository: Repository) -> (repository: Repository, updatedAt: String?) {
    var (result, liveChange) = (repository, Int64?.none)
    if let live { (result, liveChange) = live.apply(to: repository, at: now()) }
    result.stargazersCount += stars.extraStars(of: repository.id)
    let changes = [liveChange, stars.changedAt(repository.id)].compactMap(\.self)
    guard let latest = changes.max() else { return (result, repository.pushedAt) }
    let pushed = repository.pushedAt.flatMap { try? Date($0, strategy: .iso8601) }
    let pushedSeconds = pushed.map { Int64($0.timeIntervalSince1970) } ?? 0
    let version = max(latest, pushedSeconds + max(0, latest - start) + 1)
    return (result, ISO8601.format(epochSeconds: version))
  }

  /// The JSON payload of `repository` now.
  func payload(_ repository: Repository, origin: String, score: Double? = nil) -> RepositoryPayload
  {
    let (now, updatedAt) = current(repository)
    return RepositoryPayload(repository: now, origin: origin, score: score, updatedAt: updatedAt)
  }
}
