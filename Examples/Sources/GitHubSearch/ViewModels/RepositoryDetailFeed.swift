import Observation
import RefreshKit

/// One repository for the detail screen, polled: loaded when the screen opens, then again
/// every poll interval (`X-Poll-Interval` when the server sends it, else the default) with
/// `If-None-Match`, and on ``refresh()``. Each fresher copy goes to the shared
/// `EntityStore`, so every list holding the repository shows it too; the detail shows the
/// store's copy (a star from any screen included).
///
/// ```swift
/// let feed = RepositoryDetailFeed(owner: "apple", name: "swift", services: services)
/// feed.start()
/// feed.repository?.stargazersCount
/// ```
@MainActor
@Observable
public final class RepositoryDetailFeed {
  /// Waits between polls; a test passes one it controls.
  public typealias Sleep = @Sendable (Duration) async throws -> Void

  /// The owner's login.
  public let owner: String
  /// The repository's name.
  public let name: String
  /// Why the last load failed, until one succeeds.
  public private(set) var failure: String?
  /// Whether a load runs.
  public private(set) var isLoading = false
  /// How many loads answered (changed or not).
  public private(set) var answers = 0
  /// The seconds between polls now.
  public private(set) var interval: Duration
  private var copy: Repository?
  @ObservationIgnored private let loader: RepositoryLoader
  @ObservationIgnored private let entities: RepositoryEntities?
  @ObservationIgnored private let sleep: Sleep
  @ObservationIgnored private var validator: PageValidator?
  @ObservationIgnored private var observation: EntityObservation<Repository.ID>?
  @ObservationIgnored private var upserts: AsyncStream<EntityChange<Repository>>.Continuation?
  @ObservationIgnored private var polling: Task<Void, Never>?

  /// Creates the feed of `owner/name`, loading with `services`' repository loader and
  /// sharing through its entities; nothing loads before ``start()``.
  public init(
    owner: String, name: String, services: BrowserServices,
    sleep: @escaping Sleep = { try await Task.sleep(for: $0) }
  ) {
    self.owner = owner
    self.name = name
    self.loader = services.makeRepositoryLoader()
    self.entities = services.entities
    self.interval = services.pollInterval
    self.sleep = sleep
    if let store = services.entities?.store {
      let (changes, upserts) = AsyncStream.makeStream(of: EntityChange<Repository>.self)
      self.upserts = upserts
      Task { try? await store.apply(changes) }
    }
  }

  isolated deinit {
    polling?.cancel()
    upserts?.finish()
  }

  /// The repository as every screen shows it: the store's copy, else the last one loaded.
  public var repository: Repository? {
    guard let copy else { return nil }
    return entities?.store[copy.id] ?? copy
  }

  /// Loads now, then polls every ``interval`` until the feed is released or ``stop()``.
  public func start() {
    guard polling == nil else { return }
    polling = Task { [weak self, sleep] in
      while let wait = await self?.poll() {
        do { try await sleep(wait) } catch { return }
      }
    }
  }

  /// Stops polling.
  public func stop() {
    polling?.cancel()
  }

  /// Loads now (`r`), besides the polls.
  public func refresh() {
    Task { await load() }
  }

  /// One poll: the interval to wait before the next, or `nil` once cancelled.
  private func poll() async -> Duration? {
    guard !Task.isCancelled else { return nil }
    await load()
    return Task.isCancelled ? nil : interval
  }

  private func load() async {
    isLoading = true
    defer { isLoading = false }
    do {
      let response = try await loader.load(owner, name, validator)
      answers += 1
      failure = nil
      if let seconds = response.pollInterval { interval = .seconds(seconds) }
      guard let fresh = response.repository else { return }
      validator = response.validator
      receive(entities?.starred.mark(fresh) ?? fresh)
    } catch {
      answers += 1
      failure = (error as? any PresentableError)?.displayMessage ?? "\(error)"
    }
  }

  private func receive(_ fresh: Repository) {
    if observation == nil, let entities {
      observation = entities.store.observe(id: fresh.id)
    }
    copy = fresh
    upserts?.yield(.upsert(fresh))
  }
}
