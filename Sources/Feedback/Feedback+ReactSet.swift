@available(iOS 18.0, tvOS 18.0, watchOS 11.0, macOS 15.0, visionOS 2.0, *)
extension Feedback {
  /// A feedback that runs one effect for each query in the set the state requests,
  /// RxFeedback's `react(requests:effects:)`.
  ///
  /// When a query appears in `queries(state)` its effect starts; when it disappears its
  /// effect is cancelled; effects of queries that stay keep running untouched. An event
  /// from a cancelled effect is dropped, so a query that disappears and comes back only
  /// delivers the events of its new effect.
  ///
  /// ```swift
  /// let thumbnails = Feedback<Gallery, Event>.react(queries: \.visibleImageIDs) { id in
  ///   loader.progress(of: id).map { Event.progress(id, $0) }
  /// }
  /// ```
  public static func react<
    Query: Hashable & Sendable, Effects: AsyncSequence<Event, Never> & SendableMetatype
  >(
    queries: @escaping @Sendable (State) -> Set<Query>,
    effects: @escaping @Sendable (Query) -> Effects
  ) -> Feedback {
    react(queries: queries, run: { query, send in await forward(effects(query), to: send) })
  }

  /// A feedback that runs one asynchronous operation for each query in the set the state
  /// requests and sends each result as an event.
  ///
  /// The same lifecycle as ``react(queries:effects:)``.
  ///
  /// ```swift
  /// let downloads = Feedback<State, Event>.react(queries: \.pendingDownloads) { file in
  ///   .downloaded(file, await client.download(file))
  /// }
  /// ```
  public static func react<Query: Hashable & Sendable>(
    queries: @escaping @Sendable (State) -> Set<Query>,
    effect: @escaping @Sendable (Query) async -> Event
  ) -> Feedback {
    react(queries: queries, run: { query, send in send(await effect(query)) })
  }

  static func react<Query: Hashable & Sendable>(
    queries: @escaping @Sendable (State) -> Set<Query>,
    run: @escaping @Sendable (Query, Send<Event>) async -> Void
  ) -> Feedback {
    Feedback(makeRuntime: { outbox in
      ReactSetRuntime(queries: queries, effect: run, outbox: outbox)
    })
  }
}
