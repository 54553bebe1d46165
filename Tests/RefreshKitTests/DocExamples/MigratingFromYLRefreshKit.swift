import RefreshKit
import YLRefreshKit

// The blocks of MigratingFromYLRefreshKit.md that need no UIKit.
enum MigratingFromYLRefreshKitExamples {
  @MainActor
  static func inlineViewModel() {
    let list = RefreshController(
      operator: RefreshOperator(
        dataSource: FeedViewModel(), networkManager: LegacyClient(),
        target: .topic(id: "", page: 0)))
    list.operator.dataSource?.targetInfo = "swift"
    list.refresh()
  }

  @MainActor
  static func retry(list: RefreshController<RefreshOperator<FeedViewModel, LegacyClient>>) {
    list.retry()  // the failed page again; reaching the end of the list does not repeat it
  }

  /// A view model that owns its own controller.
  @MainActor
  final class FeedScreenModel: DataSourceType {
    typealias Operator = RefreshOperator<FeedScreenModel, FeedManager>
    var model: RepoPage?
    var targetInfo: (any Sendable)?
    private(set) var list: RefreshController<Operator>?

    init(manager: FeedManager) {
      list = RefreshController(
        operator: Operator(
          dataSource: self, networkManager: manager, target: .feed(page: 1), ownership: .weak))
    }
  }
}
