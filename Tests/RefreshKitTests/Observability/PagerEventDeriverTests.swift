import RefreshKit
import Testing

@Suite("PagerEventDeriver: the events of one machine step, from its cause and actions")
struct PagerEventDeriverTests {
  typealias Deriver = PagerEventDeriver<String, Int, Message>

  static func load(
    _ direction: MessageLoad.Direction, cursor: Int?, attempt: Int = 1,
    validator: PageValidator? = nil
  ) -> MessageLoad {
    MessageLoad(
      query: "q", direction: direction, cursor: cursor, generation: 4, attempt: attempt,
      validator: validator)
  }

  static func lines(
    _ cause: Deriver.Cause, _ actions: [MessageMachine.Action], lastPosition: Int? = nil
  ) -> [String] {
    Deriver.events(of: cause, actions: actions, lastPosition: lastPosition, now: .seconds(5))
      .map(\.description)
  }

  @Test("a retry's repeated page is a retry; a retry that falls back to a refresh is a refresh")
  func retryReasons() {
    #expect(
      Self.lines(.retry(automatic: false), [.load(Self.load(.append, cursor: 3, attempt: 2))])
        == ["started append cursor=3 attempt=2 generation=4 (retry)"])
    #expect(
      Self.lines(.retry(automatic: false), [.load(Self.load(.refresh, cursor: nil))])
        == ["started refresh cursor=nil attempt=1 generation=4 (refresh)"])
  }

  @Test("a jump, a restoration and a revalidating load say so")
  func jumpRestorationRevalidation() {
    #expect(
      Self.lines(.jump, [.load(Self.load(.refresh, cursor: 40))])
        == ["started refresh cursor=40 attempt=1 generation=4 (jump)"])
    #expect(
      Self.lines(.restore, [.load(Self.load(.refresh, cursor: 7))])
        == ["started refresh cursor=7 attempt=1 generation=4 (restoration)"])
    let validator = PageValidator(entityTag: "\"a\"")
    #expect(
      Self.lines(.refresh, [.load(Self.load(.refresh, cursor: nil, validator: validator))])
        == ["started refresh cursor=nil attempt=1 generation=4 (revalidation)"])
  }

  @Test("cancel() cancels as requested; a page that trimmed cancels the load past the new edge")
  func cancelReasons() {
    let append = Self.load(.append, cursor: 9)
    #expect(
      Self.lines(.cancel, [.cancel(append)])
        == ["cancelled append cursor=9 attempt=1 generation=4 (requested)"])
    let prepend = Self.load(.prepend, cursor: 2)
    let page = Page<Message, Int>(items: [Message(id: 1)], next: 10)
    #expect(
      Self.lines(
        .arrived(
          append, .page(rows: page.items.count, unchanged: false), startedAt: .seconds(2)),
        [.cancel(prepend), .trimmed(key: 3, rows: 1, atStart: true)])
        == [
          "finished append cursor=9 attempt=1 generation=4: 1 rows from network in 3.0 seconds",
          "trimmed the page at the start cursor=3: 1 rows",
          "cancelled prepend cursor=2 attempt=1 generation=4 (trim)",
        ])
  }

  @Test("an unchanged answer to a load without a validator is its failure; a late one is dropped")
  func unchangedWithoutValidatorAndLate() {
    let load = Self.load(.append, cursor: 2)
    let unchanged = Page<Message, Int>.unchanged(validator: PageValidator(entityTag: "\"x\""))
    #expect(
      Self.lines(
        .arrived(load, .page(rows: unchanged.items.count, unchanged: true), startedAt: nil),
        [])
        == [
          "failed append cursor=2 attempt=1 generation=4: \(UnchangedPageWithoutValidator())"
        ])
    #expect(
      Self.lines(
        .arrived(load, .dropped, startedAt: nil),
        [])
        == ["dropped the late result of append cursor=2 attempt=1 generation=4"])
  }
}
