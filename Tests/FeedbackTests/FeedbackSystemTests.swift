import Feedback
import RefreshKitTesting
import Testing

@Suite("FeedbackSystem: the sequence of states", .timeLimit(.minutes(1)))
struct FeedbackSystemTests {
  enum Event: Equatable, Sendable {
    case append(Int)
  }

  static func reduce(_ log: inout [Int], _ event: Event) {
    switch event {
    case .append(let value): log.append(value)
    }
  }

  /// A feedback that sends `.append(1)` … `.append(count)` at once, without waiting.
  static func burst(of count: Int) -> Feedback<[Int], Event> {
    Feedback { _, send in
      for value in 1...count {
        send(.append(value))
      }
    }
  }

  @Test("the initial state comes first, then one state per event, reduced in order")
  func initialStateThenEventsInOrder() async {
    let states = system(initialState: [], reduce: Self.reduce, feedback: Self.burst(of: 50))
    var iterator = states.makeAsyncIterator()
    #expect(await iterator.next() == [])
    for count in 1...50 {
      #expect(await iterator.next() == Array(1...count))
    }
  }

  @Test("the counter from the documentation counts to three, then stops")
  func documentedCounter() async {
    var counts: [Int] = []
    let counter = system(
      initialState: 0,
      reduce: { (count: inout Int, _: Event) in count += 1 },
      feedback: [.react(query: { $0 < 3 ? $0 : nil }, effect: { _ in .append(1) })]
    )
    for await count in counter {
      counts.append(count)
      if count == 3 { break }
    }
    #expect(counts == [0, 1, 2, 3])
  }

  @Test("a reduce that returns the next state works like RxFeedback's")
  func returningReduce() async {
    let states = system(
      initialState: 0,
      reduce: { (sum: Int, event: Event) -> Int in
        guard case .append(let value) = event else { return sum }
        return sum + value
      },
      feedback: Feedback { _, send in
        for value in [1, 2, 3] { send(.append(value)) }
      }
    )
    var iterator = states.makeAsyncIterator()
    #expect(await iterator.take(4) == [0, 1, 3, 6])
  }

  @Test("every feedback sees every state, in order, starting with the initial state")
  func feedbacksSeeEveryState() async {
    let seen = Signal<[Int]>()
    let observer = Feedback<[Int], Event> { states, _ in
      for await state in states { seen.fire(state) }
    }
    let states = system(
      initialState: [], reduce: Self.reduce, feedback: observer, Self.burst(of: 3))
    var iterator = states.makeAsyncIterator()
    #expect(await iterator.take(4) == [[], [1], [1, 2], [1, 2, 3]])
    var observed = seen.values.makeAsyncIterator()
    #expect(await observed.take(4) == [[], [1], [1, 2], [1, 2, 3]])
  }

  @Test("cancelling the consuming task cancels every feedback and effect")
  func cancellationTearsDown() async throws {
    let feedbackCancelled = Signal<Void>()
    let effects = EffectController<String, Event>()
    let waitsForever = Feedback<[Int], Event> { _, _ in
      await withTaskCancellationHandler {
        await suspendUntilCancelled()
      } onCancel: {
        feedbackCancelled.fire()
      }
    }
    let states = system(
      initialState: [],
      reduce: Self.reduce,
      feedback: waitsForever, .react(query: { _ in "load" }, effects: effects.effects(for:))
    )
    let consumer = Task {
      for await _ in states {}
    }
    var lifecycle = effects.lifecycle.makeAsyncIterator()
    #expect(await lifecycle.next() == .started("load"))
    consumer.cancel()
    try await consumer.boundedValue("task consumer")
    #expect(await lifecycle.next() == .ended("load"))
    var cancellations = feedbackCancelled.values.makeAsyncIterator()
    #expect(await cancellations.next() != nil)
  }

  @Test("breaking out of the loop ends the system too")
  func breakTearsDown() async {
    let effects = EffectController<String, Event>()
    let states = system(
      initialState: [],
      reduce: Self.reduce,
      feedback: .react(query: { _ in "load" }, effects: effects.effects(for:))
    )
    for await state in states where state.isEmpty {
      break
    }
    var lifecycle = effects.lifecycle.makeAsyncIterator()
    #expect(await lifecycle.take(2) == [.started("load"), .ended("load")])
  }

  @Test("an already-cancelled consumer gets no state")
  func cancelledBeforeStart() async throws {
    let states = system(initialState: [], reduce: Self.reduce, feedback: Self.burst(of: 1))
    let consumer = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      var iterator = states.makeAsyncIterator()
      return await iterator.next()
    }
    #expect(await consumer.value == nil)
  }

  @Test("each iteration runs its own system")
  func coldSequence() async {
    let states = system(initialState: [], reduce: Self.reduce, feedback: Self.burst(of: 2))
    var first = states.makeAsyncIterator()
    var second = states.makeAsyncIterator()
    #expect(await first.take(3) == [[], [1], [1, 2]])
    #expect(await second.take(3) == [[], [1], [1, 2]])
  }
}
