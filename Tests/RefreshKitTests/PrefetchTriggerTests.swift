import RefreshKit
import Testing
import YLRefreshKit

@Suite("PrefetchTrigger: load-more by prefetch distance, once per viewport")
struct PrefetchTriggerTests {
  @Test("distance 0 is the seed's footer trigger: only the last item fires")
  func distanceZeroWaitsForTheLastItem() {
    let trigger = Probe(prefetchDistance: 0)
    #expect(!trigger.fire(28, 30))
    #expect(trigger.fire(29, 30))
  }

  @Test(
    "distance 10 fires when the last visible item is ten from the end",
    arguments: [(19, true), (18, false), (29, true)])
  func distanceTen(lastVisible: Int, fires: Bool) {
    let trigger = Probe(prefetchDistance: 10)
    #expect(trigger.fire(lastVisible, 30) == fires)
  }

  @Test("one viewport event never fires twice")
  func sameViewportFiresOnce() {
    let trigger = Probe(prefetchDistance: 5)
    #expect(trigger.fire(27, 30))
    #expect(!trigger.fire(27, 30))
  }

  @Test("it re-arms when new content arrives or the viewport moves")
  func reArms() {
    let trigger = Probe(prefetchDistance: 0)
    #expect(trigger.fire(9, 10))
    #expect(trigger.fire(19, 20))
    #expect(trigger.fire(18, 19))
    trigger.trigger.reset()
    #expect(trigger.fire(18, 19))
  }

  @Test("an empty list never fires, and an index past the end counts as the end")
  func edges() {
    let trigger = Probe(prefetchDistance: -3)
    #expect(trigger.trigger.prefetchDistance == 0)
    #expect(!trigger.fire(0, 0))
    #expect(trigger.fire(99, 3))
    #expect(!trigger.fire(2, 3))
  }
}

/// Wraps the value type so `#expect` can call its mutating method.
private final class Probe {
  var trigger: PrefetchTrigger
  init(prefetchDistance: Int) { trigger = PrefetchTrigger(prefetchDistance: prefetchDistance) }
  func fire(_ lastVisibleIndex: Int, _ itemCount: Int) -> Bool {
    trigger.visibleRangeDidChange(lastVisibleIndex: lastVisibleIndex, itemCount: itemCount)
  }
}
