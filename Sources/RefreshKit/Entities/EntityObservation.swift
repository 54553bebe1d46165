import RefreshKitLocking

/// Keeps one entity of an ``EntityStore`` alive for a screen that shows it outside any list
/// (a detail screen); the entity may be released once the observation ends, or is released,
/// and no list holds it.
///
/// ```swift
/// let observation = store.observe(id: repository.id)
/// Text(store[repository.id]?.name ?? "")   // updates with every list's fresher copy
/// ```
///
/// Isolation: `Sendable`. ``end()`` runs on the main actor and takes effect at once; releasing
/// an observation that was not ended ends it on the main actor's next turn.
public final class EntityObservation<ID: Hashable & Sendable>: Sendable {
  /// The entity observed.
  package let id: ID
  private let onEnd: Locked<(@Sendable @MainActor () -> Void)?>

  init(id: ID, onEnd: @escaping @Sendable @MainActor () -> Void) {
    self.id = id
    self.onEnd = Locked(onEnd)
  }

  /// Stops holding the entity.
  @MainActor
  public func end() {
    onEnd.withLock { end in
      defer { end = nil }
      return end
    }?()
  }

  deinit {
    guard let end = onEnd.withLock({ $0 }) else { return }
    Task { @MainActor in end() }
  }
}
