import Feedback
import Testing

@Suite("Feedback: loops that watch states and send events", .timeLimit(.minutes(1)))
struct FeedbackTests {
  enum Event: Equatable, Sendable {
    case increment
  }

  @Test("a closure feedback gets the states in order and its events are reduced")
  func closureFeedback() async {
    let countToThree = Feedback<Int, Event> { states, send in
      for await count in states where count < 3 {
        send(.increment)
      }
    }
    let states = system(
      initialState: 0, reduce: { count, _ in count += 1 }, feedback: countToThree)
    var iterator = states.makeAsyncIterator()
    #expect(await iterator.take(4) == [0, 1, 2, 3])
  }

  @Test("an event-sequence feedback maps the state sequence to events, like RxFeedback")
  func eventSequenceFeedback() async {
    let countToThree = Feedback<Int, Event>(events: { states in
      states.filter { $0 < 3 }.map { _ in .increment }
    })
    let states = system(
      initialState: 0, reduce: { count, _ in count += 1 }, feedback: [countToThree])
    var iterator = states.makeAsyncIterator()
    #expect(await iterator.take(4) == [0, 1, 2, 3])
  }

  @Test("feedbacks run side by side and all their events are reduced")
  func severalFeedbacks() async {
    let once = Feedback<Int, Event> { _, send in send(.increment) }
    let states = FeedbackSystem(
      initialState: 0, reduce: { $0 + ($1 == .increment ? 1 : 0) }, feedback: [once, once, once]
    )
    var iterator = states.makeAsyncIterator()
    #expect(await iterator.take(4) == [0, 1, 2, 3])
  }

  @Test("the feedback task is cancelled and its states finish when the system ends")
  func feedbackEndsWithSystem() async {
    let ended = Signal<Void>()
    let watcher = Feedback<Int, Event> { states, _ in
      for await _ in states {}
      ended.fire()
    }
    for await _ in system(initialState: 0, reduce: { _, _ in }, feedback: watcher) {
      break
    }
    var signals = ended.values.makeAsyncIterator()
    #expect(await signals.next() != nil)
  }
}
