import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite("ListUpdate: when a list view animates and when it reloads", .timeLimit(.minutes(3)))
struct ListUpdateTests {
  @Test("the first rows reload; a page appended to them animates")
  func firstReloadThenAnimate() async {
    let (binding, host, pager, server) = makeBoundPager()
    binding.start()
    await answer(server, 0, with: .success(articlePage(1...5, next: 2)), settling: pager)
    Task { await pager.loadMore() }
    await answer(server, 1, with: .success(articlePage(6...9, next: 3)), settling: pager)
    #expect(
      host.log.filter { $0.hasPrefix("reload") || $0.hasPrefix("animate") } == [
        "reload 0", "reload 5", "animate +4 -0 ~0",
      ])
  }

  @Test("a refresh that keeps no row reloads; one that keeps rows animates")
  func replacedListReloads() async {
    let (binding, host, pager, server) = makeBoundPager()
    binding.start()
    await answer(server, 0, with: .success(articlePage(1...5, next: 2)), settling: pager)
    Task { await pager.refresh() }
    await answer(server, 1, with: .success(articlePage(11...15, next: 2)), settling: pager)
    #expect(
      host.log.last(where: { $0.hasPrefix("reload") || $0.hasPrefix("animate") }) == "reload 5")
    Task { await pager.refresh() }
    await answer(server, 2, with: .success(articlePage(10...14, next: 2)), settling: pager)
    #expect(
      host.log.last(where: { $0.hasPrefix("reload") || $0.hasPrefix("animate") })
        == "animate +1 -1 ~0")
  }

  @Test("a change larger than the animation limit reloads")
  func largeChangeReloads() async {
    let (pager, server) = makeArticlePager()
    let host = RecordingListHost()
    let binding = PagerListBinding(pager: pager, host: host, animationLimit: 3)
    binding.start()
    await answer(server, 0, with: .success(articlePage(1...2, next: 2)), settling: pager)
    Task { await pager.loadMore() }
    await answer(server, 1, with: .success(articlePage(3...5, next: 3)), settling: pager)
    Task { await pager.loadMore() }
    await answer(server, 2, with: .success(articlePage(6...9, next: 4)), settling: pager)
    #expect(
      host.log.filter { $0.hasPrefix("reload") || $0.hasPrefix("animate") } == [
        "reload 0", "reload 2", "animate +3 -0 ~0", "reload 9",
      ])
  }
}
