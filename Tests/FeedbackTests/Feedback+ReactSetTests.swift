import Feedback
import RefreshKitLocking
import Testing

@Suite("react(queries:): one effect per query in the state's set", .timeLimit(.minutes(1)))
struct FeedbackReactSetTests {
  struct State: Equatable, Sendable {
    var queries: Set<String> = []
    var log: [String] = []
  }

  enum Event: Equatable, Sendable {
    case add(String)
    case remove(String)
    case loaded(String)
  }

  static func reduce(_ state: inout State, _ event: Event) {
    switch event {
    case .add(let query): state.queries.insert(query)
    case .remove(let query): state.queries.remove(query)
    case .loaded(let value): state.log.append(value)
    }
  }

  @Test("effects start for appearing queries, stop for disappearing ones, others keep running")
  func startsAndCancelsPerElement() async {
    let effects = EffectController<String, Event>()
    let (input, user) = AsyncStream.makeStream(of: Event.self)
    var states = system(
      initialState: State(),
      reduce: Self.reduce,
      feedback: .bind(Bindings(events: [input])),
      .react(queries: \.queries, effects: effects.effects(for:))
    ).makeAsyncIterator()
    var lifecycle = effects.lifecycle.makeAsyncIterator()
    _ = await states.next()

    user.yield(.add("a"))
    user.yield(.add("b"))
    #expect(await states.take(2).last?.queries == ["a", "b"])
    #expect(Set(await lifecycle.take(2)) == [.started("a"), .started("b")])

    user.yield(.remove("a"))
    user.yield(.add("c"))
    #expect(await states.take(2).last?.queries == ["b", "c"])
    #expect(Set(await lifecycle.take(2)) == [.ended("a"), .started("c")])

    effects.emit(.loaded("b, still running"), for: "b")
    #expect(await states.next()?.log == ["b, still running"])
  }

  @Test("a removed query's queued events are dropped; when it comes back a new effect runs")
  func staleEventsAreDroppedAcrossComebacks() async {
    let starts = Locked([String: Int]())
    let firstScriptSent = Signal<Void>()
    let feedback = Feedback<State, Event>.react(queries: \.queries) { query in
      let start = starts.withLock { starts in
        starts[query, default: 0] += 1
        return starts[query, default: 0]
      }
      let script: [Event] =
        start == 1 ? [.remove(query), .loaded("\(query)#1")] : [.loaded("\(query)#\(start)")]
      return ScriptedEvents(script: script, allSent: { if start == 1 { firstScriptSent.fire() } })
    }
    let (input, user) = AsyncStream.makeStream(of: Event.self)
    var states = system(
      initialState: State(queries: ["a"]),
      reduce: Self.reduce,
      feedback: feedback, .bind(Bindings(events: [input]))
    ).makeAsyncIterator()
    var sent = firstScriptSent.values.makeAsyncIterator()
    _ = await states.next()

    await sent.next()
    #expect(await states.next() == State(queries: []))
    user.yield(.add("a"))
    #expect(await states.next() == State(queries: ["a"]))
    #expect(await states.next() == State(queries: ["a"], log: ["a#2"]))
  }

  @Test("an async effect runs once for each query and sends its result")
  func asyncEffects() async {
    let feedback = Feedback<State, Event>.react(queries: \.queries) { query in
      .loaded(query.uppercased())
    }
    var states = system(
      initialState: State(queries: ["a", "b", "c"]), reduce: Self.reduce, feedback: feedback
    ).makeAsyncIterator()
    let logs = await states.take(4).map(\.log)
    #expect(logs.map(\.count) == [0, 1, 2, 3])
    #expect(logs.last?.sorted() == ["A", "B", "C"])
  }
}
