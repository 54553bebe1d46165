import Feedback
import Testing

@Suite("Send: events into the system from any task", .timeLimit(.minutes(1)))
struct SendTests {
  enum Event: Equatable, Sendable {
    case append(Int)
  }

  static func reduce(_ log: inout [Int], _ event: Event) {
    switch event {
    case .append(let value): log.append(value)
    }
  }

  @Test("events sent concurrently from many tasks are reduced one at a time, none lost")
  func concurrentSenders() async {
    let senders = Feedback<[Int], Event> { _, send in
      await withDiscardingTaskGroup { group in
        for value in 1...100 {
          group.addTask { send(.append(value)) }
        }
      }
    }
    var iterator = system(initialState: [], reduce: Self.reduce, feedback: senders)
      .makeAsyncIterator()
    var previous = await iterator.next() ?? []
    for _ in 1...100 {
      let state = await iterator.next() ?? []
      #expect(state.count == previous.count + 1)
      #expect(Array(state.prefix(previous.count)) == previous)
      previous = state
    }
    #expect(previous.sorted() == Array(1...100))
  }

  @Test("a send kept after the system ended is harmless: its events are dropped")
  func sendAfterEnd() async {
    let kept = Signal<Send<Event>>()
    let keeper = Feedback<[Int], Event> { _, send in kept.fire(send) }
    for await _ in system(initialState: [], reduce: Self.reduce, feedback: keeper) {
      break
    }
    var sends = kept.values.makeAsyncIterator()
    let send = await sends.next()
    send?(.append(1))
    #expect(send != nil)
  }
}
