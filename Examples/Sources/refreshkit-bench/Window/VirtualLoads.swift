@_spi(Diagnostics) import RefreshKit

/// The loads of a `Pager` held until a virtual-time loop answers them.
///
/// The loader it gives runs on the main actor: a load the pager starts registers here, with
/// the virtual time it is due, as soon as its task runs, and waits until ``answer(_:)``; a
/// load the pager cancels is forgotten. ``drain(_:)`` lets the main actor run what the pager
/// queued (loads starting, answered loads being applied, the loads those start) until a turn
/// changes nothing, so the loop only ever reads a settled pager. Nothing sleeps: time is the
/// loop's. ``follow(_:)`` the pager before its first load: the loads it waits for are read
/// from its events.
@MainActor
final class VirtualLoads<Cursor: Hashable & Sendable> {
  typealias Request = PageRequest<String, Cursor>

  private var pending: [Request: (due: Int, answer: CheckedContinuation<Void, Never>)] = [:]
  private var steps = 0
  private let latency: (Request, _ now: Int) -> Int
  /// The virtual time; loads that start are due a sampled latency after it.
  var now = 0
  /// How many loads started.
  private(set) var requests = 0
  /// The loads the followed pager waits for, as its events tell: started, and not yet
  /// finished, failed or cancelled.
  private(set) var inFlight: Set<Request> = []
  private var following = false

  /// Creates the registry; `latency` gives each load's virtual duration, in start order.
  convenience init(latency: LatencySampler) {
    var sampler = latency
    self.init { _, _ in sampler.next() }
  }

  /// Creates the registry; `latency` gives a load's virtual duration from its request and the
  /// virtual time it starts (a network whose latency depends on the page or on the time).
  init(latency: @escaping (Request, _ now: Int) -> Int) {
    self.latency = latency
  }

  /// The loader a pager loads with: registers the load, waits for its answer, then returns
  /// `page(request)`.
  func loader<Item: Sendable>(page: @escaping @Sendable (Request) -> Page<Item, Cursor>)
    -> @Sendable (Request) async throws -> Page<Item, Cursor>
  {
    { @MainActor request in
      await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
          self.register(request, continuation)
        }
      } onCancel: {
        Task { @MainActor in self.forget(request) }
      }
      try Task.checkCancellation()
      return page(request)
    }
  }

  /// Follows the loads `pager` starts and ends, through its events (observed in the same turn
  /// as they happen); call it before the pager's first load.
  func follow<Item>(_ pager: Pager<String, Cursor, Item>) {
    following = true
    pager.observeEvents { [weak self] event in
      switch event.kind {
      case .loadStarted(let request, _): self?.inFlight.insert(request)
      case .loadFinished(let request, _, _, _), .loadFailed(let request, _, _, _),
        .loadCancelled(let request, _):
        self?.inFlight.remove(request)
      case .resultDropped, .pageTrimmed, .cacheRead, .cacheWritten: break
      }
    }
  }

  /// The load due first, and when.
  var soonest: (request: Request, due: Int)? {
    pending.min { $0.value.due < $1.value.due }.map { ($0.key, $0.value.due) }
  }

  /// Whether no load waits for its answer.
  var isEmpty: Bool { pending.isEmpty }

  /// How many loads wait for their answer.
  var pendingCount: Int { pending.count }

  /// Answers `request`: the pager applies its page once the main actor runs it.
  func answer(_ request: Request) {
    guard let entry = pending.removeValue(forKey: request) else { return }
    steps += 1
    entry.answer.resume()
  }

  /// Lets the main actor run what the pager queued until every load the pager has in flight
  /// waits here for its answer (a load's task reaches the loader through a hop off the main
  /// actor, so a quiet turn alone does not mean it registered) and a turn changes nothing
  /// here or in `pager`'s version and load states (at most `limit` turns).
  func drain<Item>(_ pager: Pager<String, Cursor, Item>, limit: Int = 1_000_000) async throws {
    guard following else { throw BenchError.invalid("follow(_:) the pager before draining it") }
    for _ in 0..<limit {
      let before = (steps, pager.version, pager.loadStates.description)
      await Task.yield()
      let registered = inFlight == Set(pending.keys)
      if registered, before == (steps, pager.version, pager.loadStates.description) { return }
    }
    throw BenchError.stuck("the pager did not settle in \(limit) turns")
  }

  private func register(_ request: Request, _ continuation: CheckedContinuation<Void, Never>) {
    steps += 1
    requests += 1
    pending[request] = (now + latency(request, now), continuation)
  }

  private func forget(_ request: Request) {
    guard let entry = pending.removeValue(forKey: request) else { return }
    steps += 1
    entry.answer.resume()
  }
}
