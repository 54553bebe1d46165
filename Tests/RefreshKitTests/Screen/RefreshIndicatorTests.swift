import RefreshKit
import Testing

@Suite("RefreshIndicator: the control spins with the refresh alone")
struct RefreshIndicatorTests {
  @Test("a pull spins by itself; the refresh it starts changes nothing; its end stops the control")
  func pullThenSettle() {
    var indicator = RefreshIndicator()
    indicator.userDidPull()
    #expect(indicator.refreshDidChange(isLoading: true) == nil)
    #expect(indicator.refreshDidChange(isLoading: false) == .end)
    #expect(!indicator.isSpinning)
  }

  @Test("a refresh started in code begins the control, once")
  func programmatic() {
    var indicator = RefreshIndicator()
    #expect(indicator.refreshDidChange(isLoading: true) == .begin)
    #expect(indicator.refreshDidChange(isLoading: true) == nil)
    #expect(indicator.refreshDidChange(isLoading: false) == .end)
    #expect(indicator.refreshDidChange(isLoading: false) == nil)
  }

  @Test("a pull that starts no refresh stops the control at once")
  func refusedPull() {
    var indicator = RefreshIndicator()
    indicator.userDidPull()
    #expect(indicator.refreshDidChange(isLoading: false) == .end)
  }
}
