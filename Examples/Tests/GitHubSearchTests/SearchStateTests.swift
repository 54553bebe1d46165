import Feedback
import GitHubSearch
import Testing

@Suite("SearchState: the search line, debounced, on Feedback", .timeLimit(.minutes(3)))
struct SearchStateTests {
  @Test("typing makes the text pending; the debounce commits it; clearing clears the list")
  func reduce() {
    var state = SearchState.reduce(state: .empty, event: .searchChanged("swi"))
    #expect(state.pendingSearch == "swi" && state.committedSearch == nil)
    state = SearchState.reduce(state: state, event: .searchChanged("swift"))
    state = SearchState.reduce(state: state, event: .debounced("swi"))
    #expect(state.committedSearch == nil, "a debounce for text since changed is ignored")
    state = SearchState.reduce(state: state, event: .debounced("swift"))
    #expect(state.committedSearch == "swift" && state.pendingSearch == nil)
    state = SearchState.reduce(state: state, event: .searchChanged(""))
    #expect(state.committedSearch == nil && state.listQuery == nil)
  }

  @Test("Enter commits at once, and again for the same text (a new list query)")
  func submit() {
    var state = SearchState.reduce(state: .empty, event: .searchChanged("rust"))
    state = SearchState.reduce(state: state, event: .submitted)
    let first = state.listQuery
    state = SearchState.reduce(state: state, event: .submitted)
    #expect(first?.text == "rust" && state.listQuery?.text == "rust")
    #expect(first != state.listQuery)
  }

  @Test("a burst of keystrokes runs one debounce to completion: the last text's")
  func debounceKeepsOnlyTheLastText() async {
    let gate = Gate()
    let (typed, typing) = AsyncStream.makeStream(of: SearchEvent.self)
    var states = system(
      initialState: SearchState.empty, reduce: SearchState.reduce,
      feedback: SearchState.debounce { await gate.wait() }, .bind(Bindings(events: [typed]))
    ).makeAsyncIterator()
    _ = await states.next()
    for text in ["s", "sw", "swi"] {
      typing.yield(.searchChanged(text))
      #expect(await states.next()?.pendingSearch == text)
    }
    await gate.waitForWaiters(1)
    gate.open()
    let committed = await states.next()
    #expect(committed?.committedSearch == "swi")
    #expect(committed?.commits == 1)
    #expect(gate.started == 3, "each keystroke started a wait; the first two were cancelled")
  }
}
