import Feedback
import Testing

@Suite("Bindings: state out to subscriptions, events in from the UI", .timeLimit(.minutes(1)))
struct BindingsTests {
  enum Event: Equatable, Sendable {
    case typed(String)
  }

  static func reduce(_ text: inout String, _ event: Event) {
    switch event {
    case .typed(let character): text += character
    }
  }

  @Test("every subscription receives every state in order; every source's events are reduced")
  func subscriptionsAndEvents() async {
    let rendered = Signal<String>()
    let logged = Signal<String>()
    let (keyboard, keys) = AsyncStream.makeStream(of: Event.self)
    let (paste, pasted) = AsyncStream.makeStream(of: Event.self)
    let ui = Bindings<String, Event>(
      subscriptions: [{ rendered.fire($0) }, { logged.fire($0) }],
      events: [keyboard, paste]
    )
    var states = system(initialState: "", reduce: Self.reduce, feedback: .bind(ui))
      .makeAsyncIterator()
    #expect(await states.next() == "")
    keys.yield(.typed("a"))
    #expect(await states.next() == "a")
    pasted.yield(.typed("b"))
    #expect(await states.next() == "ab")

    var renders = rendered.values.makeAsyncIterator()
    var logs = logged.values.makeAsyncIterator()
    #expect(await renders.take(3) == ["", "a", "ab"])
    #expect(await logs.take(3) == ["", "a", "ab"])
  }

  @Test("a @MainActor subscription is awaited on the main actor")
  func mainActorSubscription() async {
    let rendered = Signal<String>()
    let label = Label()
    let ui = Bindings<String, Event>(subscriptions: [
      { @MainActor text in
        label.text = text
        rendered.fire(text)
      }
    ])
    var states = system(initialState: "hello", reduce: Self.reduce, feedback: .bind(ui))
      .makeAsyncIterator()
    _ = await states.next()
    var renders = rendered.values.makeAsyncIterator()
    #expect(await renders.next() == "hello")
    #expect(await label.text == "hello")
  }

  @Test("the event sources are cancelled when the system ends")
  func sourcesEndWithSystem() async {
    let ended = Signal<Void>()
    let (keyboard, keys) = AsyncStream.makeStream(of: Event.self)
    keys.onTermination = { _ in ended.fire() }
    let ui = Feedback<String, Event>.bind(Bindings(events: [keyboard]))
    for await _ in system(initialState: "", reduce: Self.reduce, feedback: ui) {
      break
    }
    var signals = ended.values.makeAsyncIterator()
    #expect(await signals.next() != nil)
  }
}

/// A stand-in for a UI label: main-actor state.
@MainActor
private final class Label {
  var text = ""
}
