import Feedback
import Testing

@Suite("react(query:): one effect for the query the state requests", .timeLimit(.minutes(1)))
struct FeedbackReactTests {
  struct State: Equatable, Sendable {
    var query: String?
    var touches = 0
    var log: [String] = []
  }

  enum Event: Equatable, Sendable {
    case setQuery(String?)
    case touch
    case loaded(String)
  }

  static func reduce(_ state: inout State, _ event: Event) {
    switch event {
    case .setQuery(let query): state.query = query
    case .touch: state.touches += 1
    case .loaded(let value): state.log.append(value)
    }
  }

  /// A system whose query the test sets through `input`, with `effects` as its effect.
  static func makeSystem(
    from initialState: State = State(),
    input: AsyncStream<Event>,
    effects: EffectController<String, Event>
  ) -> FeedbackSystem<State, Event> {
    system(
      initialState: initialState,
      reduce: reduce,
      feedback: .bind(Bindings(events: [input])),
      .react(query: \.query, effects: effects.effects(for:))
    )
  }

  @Test("the effect starts when the query appears and is cancelled when it becomes nil")
  func startAndCancelOnNil() async {
    let effects = EffectController<String, Event>()
    let (input, user) = AsyncStream.makeStream(of: Event.self)
    var states = Self.makeSystem(input: input, effects: effects).makeAsyncIterator()
    var lifecycle = effects.lifecycle.makeAsyncIterator()
    #expect(await states.next() == State())

    user.yield(.setQuery("a"))
    #expect(await states.next()?.query == "a")
    #expect(await lifecycle.next() == .started("a"))
    effects.emit(.loaded("a1"), for: "a")
    #expect(await states.next()?.log == ["a1"])

    user.yield(.setQuery(nil))
    #expect(await states.next()?.query == nil)
    #expect(await lifecycle.next() == .ended("a"))
  }

  @Test("a changed query cancels the running effect and starts one for the new query")
  func cancelOnChange() async {
    let effects = EffectController<String, Event>()
    let (input, user) = AsyncStream.makeStream(of: Event.self)
    var states = Self.makeSystem(input: input, effects: effects).makeAsyncIterator()
    var lifecycle = effects.lifecycle.makeAsyncIterator()
    _ = await states.next()

    user.yield(.setQuery("a"))
    _ = await states.next()
    #expect(await lifecycle.next() == .started("a"))
    user.yield(.setQuery("b"))
    _ = await states.next()
    #expect(Set(await lifecycle.take(2)) == [.ended("a"), .started("b")])
    effects.emit(.loaded("b1"), for: "b")
    #expect(await states.next()?.log == ["b1"])
  }

  @Test("successive states with an equal query never start a second effect")
  func noDuplicateEffects() async {
    let effects = EffectController<String, Event>()
    let (input, user) = AsyncStream.makeStream(of: Event.self)
    var states = Self.makeSystem(input: input, effects: effects).makeAsyncIterator()
    var lifecycle = effects.lifecycle.makeAsyncIterator()
    _ = await states.next()

    user.yield(.setQuery("a"))
    _ = await states.next()
    #expect(await lifecycle.next() == .started("a"))
    for touches in 1...3 {
      user.yield(.touch)
      user.yield(.setQuery("a"))
      #expect(await states.take(2).map(\.touches) == [touches, touches])
    }
    user.yield(.setQuery("b"))
    _ = await states.next()
    #expect(Set(await lifecycle.take(2)) == [.ended("a"), .started("b")])
  }

  @Test("an event a cancelled effect emitted is never reduced, even if already queued")
  func staleEventsAreDropped() async {
    let allSent = Signal<Void>()
    let feedback = Feedback<State, Event>.react(query: \.query) { query in
      ScriptedEvents(
        script: query == "a" ? [.setQuery("b"), .loaded("stale a")] : [.loaded("b")],
        allSent: { allSent.fire() }
      )
    }
    var states = system(initialState: State(query: "a"), reduce: Self.reduce, feedback: feedback)
      .makeAsyncIterator()
    var sent = allSent.values.makeAsyncIterator()
    #expect(await states.next()?.query == "a")

    // Effect "a" has queued `.setQuery("b")` then `.loaded("stale a")` before the loop
    // reduces either: reducing the first cancels effect "a", so the second is stale.
    await sent.next()
    #expect(await states.next() == State(query: "b"))
    #expect(await states.next() == State(query: "b", log: ["b"]))
  }

  @Test("an async effect sends its result as an event")
  func asyncEffect() async {
    let feedback = Feedback<State, Event>.react(query: \.query) { query in
      .loaded(query.uppercased())
    }
    var states = system(initialState: State(query: "a"), reduce: Self.reduce, feedback: feedback)
      .makeAsyncIterator()
    #expect(await states.take(2).map(\.log) == [[], ["A"]])
  }
}
