import RefreshKit
import RefreshKitTesting
import Testing
import YLRefreshKit
import YLStateMachine

/// The seed's target, spelled exactly as YLRefreshKit did: `targetInfo: Any?`.
enum SeedSpelledTarget: TargetType {
  case feed(page: Int)

  mutating func update(with action: RefreshAction, targetInfo: Any?) {
    guard case .feed(let page) = self else { return }
    self = .feed(page: action == .pullToRefresh ? 1 : page + 1)
  }
}

@MainActor
final class SeedSpelledViewModel: DataSourceType {
  var model: RepoPage?
  var targetInfo: (any Sendable)?
}

@MainActor
@Suite("TargetType: both spellings of the seed's update are called", .timeLimit(.minutes(1)))
struct TargetTypeTests {
  @Test("f. a target written with the seed's `targetInfo: Any?` spelling pages forward")
  func seedSpellingAdvancesPaging() async throws {
    let manager = ScriptedNetworkManager<SeedSpelledTarget, RepoPage>()
    let viewModel = SeedSpelledViewModel()
    let machine = StateMachine(
      operator: RefreshOperator(
        dataSource: viewModel, networkManager: manager, target: .feed(page: 7)))
    manager.enqueue(
      .success(.make(1, next: 2)), .success(.make(2, next: 3)), .success(.make(3, next: nil)))
    try await machine.trigger(.pullToRefresh)
    try await machine.trigger(.loadingMore)
    #expect(try await machine.trigger(.loadingMore).phase == .populated)
    #expect(
      manager.requests.map(\.load.target) == [.feed(page: 1), .feed(page: 2), .feed(page: 3)])
    #expect(viewModel.model?.repos.count == 9)
  }

  @Test("f. the seed spelling receives the data source's targetInfo")
  func seedSpellingReceivesTargetInfo() {
    struct Recorder: TargetType {
      var seen: String?
      mutating func update(with action: RefreshAction, targetInfo: Any?) {
        seen = targetInfo as? String
      }
    }
    var target = Recorder()
    target.update(with: .pullToRefresh, cursor: nil, targetInfo: "swift")
    #expect(target.seen == "swift")
  }
}
