@available(iOS 18.0, tvOS 18.0, watchOS 11.0, macOS 15.0, visionOS 2.0, *)
extension Feedback {
  /// A feedback that runs an effect for the query the state requests, RxFeedback's
  /// `react(request:effects:)`.
  ///
  /// Whenever `query(state)` becomes non-`nil` or changes, the effect for the new query
  /// starts and the previous one is cancelled; when it becomes `nil` the running effect is
  /// cancelled. Equal queries in successive states never start a second effect, and an
  /// event that a cancelled effect emits is dropped, never reduced, even if it was
  /// already on its way when the query changed.
  ///
  /// ```swift
  /// let progress = Feedback<State, Event>.react(query: \.download) { file in
  ///   downloader.progress(of: file).map { Event.progressed(file, $0) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - query: Reads the query from a state on the system's isolation; `nil` for none.
  ///   - effects: Creates the events of the effect for one query, iterated in its own task.
  public static func react<
    Query: Equatable & Sendable, Effects: AsyncSequence<Event, Never> & SendableMetatype
  >(
    query: @escaping @Sendable (State) -> Query?,
    effects: @escaping @Sendable (Query) -> Effects
  ) -> Feedback {
    react(query: query, run: { query, send in await forward(effects(query), to: send) })
  }

  /// A feedback that runs one asynchronous operation for the query the state requests and
  /// sends its result as an event.
  ///
  /// The same lifecycle as ``react(query:effects:)``: started when the query becomes
  /// non-`nil` or changes, cancelled when it changes or becomes `nil`, never twice for one
  /// query, and the result of a cancelled operation is dropped.
  ///
  /// ```swift
  /// let pages = Feedback<State, Event>.react(query: \.loadNextPage) { url in
  ///   .response(await client.page(at: url))
  /// }
  /// ```
  public static func react<Query: Equatable & Sendable>(
    query: @escaping @Sendable (State) -> Query?,
    effect: @escaping @Sendable (Query) async -> Event
  ) -> Feedback {
    react(query: query, run: { query, send in send(await effect(query)) })
  }

  static func react<Query: Equatable & Sendable>(
    query: @escaping @Sendable (State) -> Query?,
    run: @escaping @Sendable (Query, Send<Event>) async -> Void
  ) -> Feedback {
    Feedback(makeRuntime: { outbox in ReactRuntime(query: query, effect: run, outbox: outbox) })
  }
}
