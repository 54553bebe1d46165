import Observation

/// What a screen shows about the last `s` pressed there: the reason the server refused it,
/// until the next `s`.
///
/// ```swift
/// feedback.toggle(repository.id)   // the ★ changes everywhere; a refusal shows here
/// ```
@MainActor
@Observable
public final class StarFeedback {
  /// Why the last star or unstar asked here was refused; `nil` otherwise.
  public private(set) var refusal: String?
  @ObservationIgnored private let entities: RepositoryEntities?

  /// Feedback of a screen starring through `entities` (`nil`: starring is not available).
  public init(entities: RepositoryEntities?) {
    self.entities = entities
  }

  /// Stars or unstars `id` (``RepositoryEntities/toggleStar(_:)``); returns a message to show
  /// at once, if any.
  public func toggle(_ id: Repository.ID?) -> String? {
    guard let entities else { return "Starring is not available" }
    guard let id else { return "Nothing to star yet" }
    refusal = nil
    Task { refusal = await entities.toggleStar(id) }
    return nil
  }
}
